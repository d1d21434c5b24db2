package redact

import "testing"

// TestTypedValues: the value of a field described as JSON or YAML whose type is password
// is masked; a value of another field, of another object or block, or the word itself
// stays.
func TestTypedValues(t *testing.T) {
	checkTexts(t, []textCase{
		{"json", `{"type": "password", "value": "Tr0ub4dor&3xYz"}`, `{"type": "password", "value": "{{password}}"}`},
		{"json value first", `{"name":"pw","value":"Tr0ub4dor&3xYz","type":"password"}`, `{"name":"pw","value":"{{password}}","type":"password"}`},
		{"json another object", `[{"type":"password"},{"value":"keepme99"}]`, `[{"type":"password"},{"value":"keepme99"}]`},
		{"json a text field", `{"type":"text","value":"hello world"}`, `{"type":"text","value":"hello world"}`},
		{"json the word", `{"type":"password","value":"password"}`, `{"type":"password","value":"password"}`},
		{"yaml", "type: password\nvalue: Tr0ub4dor&3xYz", "type: password\nvalue: {{password}}"},
		{"yaml list", "fields:\n  - name: user\n    type: text\n    value: bob\n  - name: pw\n    type: password\n    value: 'Tr0ub4dor&3xYz'\n  - name: note\n    value: keep me",
			"fields:\n  - name: user\n    type: text\n    value: bob\n  - name: pw\n    type: password\n    value: '{{password}}'\n  - name: note\n    value: keep me"},
		{"yaml another block", "type: password\n\nvalue: not-this-one", "type: password\n\nvalue: not-this-one"},
		{"yaml another indentation", "field:\n  type: password\nvalue: shown-1234", "field:\n  type: password\nvalue: shown-1234"},
	})
}

// TestHexKeys: 64 hex digits under a key's name or in a network's accounts are a private
// key; under a public key's, a cache's or a digest's name, or after "tx hash", they stay.
func TestHexKeys(t *testing.T) {
	const h = "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"
	checkTexts(t, []textCase{
		{"env", "DEPLOYER_KEY=0x" + h, "DEPLOYER_KEY={{secret}}"},
		{"export", "export WALLET_KEY=" + h, "export WALLET_KEY={{secret}}"},
		{"code", "const key = '" + h + "';", "const key = '{{secret}}';"},
		{"hardhat", `accounts: ["0x` + h + `", '0x` + h + `']`, `accounts: ["{{secret}}", '{{secret}}']`},
		{"public key stays", "PUBLIC_KEY=0x" + h, "PUBLIC_KEY=0x" + h},
		{"cache key stays", "CACHE_KEY=" + h, "CACHE_KEY=" + h},
		{"a word ending in a public name's letters", "ESCROW_KEY=" + h, "ESCROW_KEY={{secret}}"},
		{"sort key stays", "sortKey: " + h, "sortKey: " + h},
		{"tx hash stays", "tx hash 0x" + h, "tx hash 0x" + h},
		{"digest stays", "image: app@sha256:" + h, "image: app@sha256:" + h},
	})
}

// TestByteListKeys: a key's 16 to 64 bytes written as a list (Zigbee2MQTT's network key,
// Z-Wave's) are a secret; an extended PAN id's 8 bytes, a public key's or a sort key's
// list and a list with numbers above 255 stay.
func TestByteListKeys(t *testing.T) {
	const b = "43, 118, 9, 201, 77, 154, 3, 88, 190, 12, 61, 245, 130, 7, 99, 214"
	checkTexts(t, []textCase{
		{"zigbee2mqtt", "advanced:\n  pan_id: 6754\n  ext_pan_id: [221, 221, 221, 221, 221, 221, 221, 221]\n  network_key: [" + b + "]\nserial:",
			"advanced:\n  pan_id: 6754\n  ext_pan_id: [221, 221, 221, 221, 221, 221, 221, 221]\n  network_key: [{{secret}}]\nserial:"},
		{"z-wave", `network_key: "0x2B, 0x76, 0x09, 0xC9, 0x4D, 0x9A, 0x03, 0x58, 0xBE, 0x0C, 0x3D, 0xF5, 0x82, 0x07, 0x63, 0xD6"`, `network_key: "{{secret}}"`},
		{"json", `{"encryption_key": [` + b + `, 1]}`, `{"encryption_key": [{{secret}}]}`},
		{"eight bytes stay", "network_key: [43, 118, 9, 201, 77, 154, 3, 88]", "network_key: [43, 118, 9, 201, 77, 154, 3, 88]"},
		{"public key stays", "public_key: [" + b + "]", "public_key: [" + b + "]"},
		{"sort key stays", "sort_key: [" + b + "]", "sort_key: [" + b + "]"},
		{"not bytes", "key: [" + b + ", 2140]", "key: [" + b + ", 2140]"},
	})
}
