package redact

import "testing"

// TestHostChosenSecrets: the secret of a link whose host says where it is, in the path of
// a Make webhook or a WeTransfer download, in a Pipedream endpoint's host, in a Slack
// sign-in link's "x"; the same hosts' other links stay (SPEC §8).
func TestHostChosenSecrets(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"https://hook.eu1.make.com/abcdefghijklmnopqrstuvwx12345678", "https://hook.eu1.make.com/{{token}}"},
		{"https://hook.integromat.com/q8w2e9r7t1y5u3i6o4p0a2s8d7f1g3h5?name=x", "https://hook.integromat.com/{{token}}?name=x"},
		{"https://eo1a2b3c4d5e6f7.m.pipedream.net/", "https://{{token}}.m.pipedream.net/"},
		{"https://wetransfer.com/downloads/4f9a2c7e1b3d5a6f8e0c2b4d6a8f0e1c20231201/7b3e9a", "https://wetransfer.com/downloads/{{token}}/{{token}}"},
		{"https://acme.slack.com/z-app-12345-67890?x=a1b2c3d4e5f6a7b8c9d0", "https://acme.slack.com/z-app-12345-67890?x={{secret}}"},
		{"Sign in: https://acme.slack.com/z-app-12345-67890?x=a1b2c3d4e5f6a7b8c9d0&y=1", "Sign in: https://acme.slack.com/z-app-12345-67890?x={{secret}}&y=1"},
		{"https://app.box.com/s/kq8vt2mxpl9wn4zr7by3ch6df1gj5sa0", "https://app.box.com/s/{{token}}"},
		{"https://1drv.ms/u/s!AkQ8vT2mXpL9wN4zgQ?e=Zt3bY6cH", "https://1drv.ms/u/s!{{token}}?e=Zt3bY6cH"},
		{"https://tienda.example.es/cuenta/restablecer-contrasena?clave=Zt3bY6cH1dF5gJ0sA2eU", "https://tienda.example.es/cuenta/restablecer-contrasena?clave={{token}}"},
		{"https://shop.example.de/konto/passwort-zuruecksetzen/MjQ4/c2k9x1-8f3e2b7a9d4c6e1f0a2b3c/", "https://shop.example.de/konto/passwort-zuruecksetzen/MjQ4/{{token}}/"},
		// Stay: the services' own pages.
		{"https://shop.example.de/hilfe/passwort-vergessen", "https://shop.example.de/hilfe/passwort-vergessen"},
		{"https://app.box.com/folder/12345", "https://app.box.com/folder/12345"},
		{"https://1drv.ms/", "https://1drv.ms/"},
		{"https://www.make.com/en/pricing", "https://www.make.com/en/pricing"},
		{"https://pipedream.com/docs/workflows", "https://pipedream.com/docs/workflows"},
		{"https://wetransfer.com/pricing", "https://wetransfer.com/pricing"},
		{"https://acme.slack.com/archives/C024BE91L?x=1", "https://acme.slack.com/archives/C024BE91L?x=1"},
	} {
		if got := New().Text(c.in); got != c.want {
			t.Errorf("Text(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}
