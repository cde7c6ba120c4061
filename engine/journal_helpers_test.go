package engine

import "encoding/json"

// decodeLineUnchecked parses a record body without its checksum; tests use
// it to edit records.
func decodeLineUnchecked(body string) (record, bool) {
	var r record
	return r, json.Unmarshal([]byte(body), &r) == nil
}
