package redact

// Database connection strings that are no URL and carry a password between a user's name
// and an "@": Go's MySQL DSN ("root:X@tcp(127.0.0.1:3306)/app"), Oracle's thin JDBC URL
// ("jdbc:oracle:thin:scott/X@db:1521/ORCL") and its tools' connect strings ("sqlplus
// scott/X@ORCL", "expdp system/X@pdb").

import "regexp"

// dsnPasswords find a password in such a string.
var dsnPasswords = []gatedPassword{
	{regexp.MustCompile(`\b[\w.-]{1,64}:([^@\s/'"()]{1,128})@(?:tcp6?|udp|unix)\(`), []string{"@tcp(", "@tcp6(", "@udp(", "@unix("}, false},
	{regexp.MustCompile(`(?i)\bjdbc:oracle:(?:thin|oci):[\w.$-]{1,64}/([^@\s/'"]{1,128})@`), []string{"jdbc:oracle:"}, false},
	{regexp.MustCompile(`(?i)\b(?:sqlplus|rman|expdp|impdp|sqlldr|dgmgrl)(?:\s+-\w+)*\s+["']?[\w.$-]{1,64}/([^@\s/'"]{1,128})@`),
		[]string{"sqlplus", "rman", "expdp", "impdp", "sqlldr", "dgmgrl"}, false},
}

// dsnPass masks the passwords dsnPasswords find (SPEC §8).
func (r *Redactor) dsnPass(s string) []seg { return r.gatedPass(s, dsnPasswords) }
