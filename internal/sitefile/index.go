package sitefile

import (
	"fmt"

	"github.com/goccy/go-yaml"
)

// Index is the content of DIR/.index.yaml: every exported site with its file (relative to
// DIR, slash-separated) and its record counts, sorted by site.
type Index struct {
	Version int         `yaml:"version"`
	Sites   []IndexSite `yaml:"sites"`
}

// IndexSite is one site of an [Index].
type IndexSite struct {
	Site    string `yaml:"site"`
	File    string `yaml:"file"`
	Records Counts `yaml:"records"`
}

// EncodeIndex renders ix with Version set to [Version]; sites are written in the order given.
func EncodeIndex(ix Index) ([]byte, error) {
	out, err := encodeVerified(func(enc *encoder) (any, error) {
		sites := []any{}
		for i, s := range ix.Sites {
			path := fmt.Sprintf("sites[%d]", i)
			sites = append(sites, yaml.MapSlice{
				{Key: "site", Value: enc.text(s.Site, path+".site")},
				{Key: "file", Value: enc.text(s.File, path+".file")},
				{Key: "records", Value: s.Records.tree()},
			})
		}
		return yaml.MapSlice{{Key: "version", Value: Version}, {Key: "sites", Value: sites}}, nil
	})
	if err != nil {
		return nil, fmt.Errorf("encode index: %w", err)
	}
	return out, nil
}

// DecodeIndex parses an index file, with the checks of [Decode] (size, syntax, no anchors,
// no unknown fields, version).
func DecodeIndex(data []byte) (Index, error) {
	var ix Index
	if err := decodeDoc(data, &ix); err != nil {
		return Index{}, err
	}
	if ix.Version != Version {
		return Index{}, fmt.Errorf("version: got %d, want %d", ix.Version, Version)
	}
	return ix, nil
}
