package coh

import "encoding/json"

// jsonOf encodes options for a game header.
func jsonOf(v any) (json.RawMessage, error) { return json.Marshal(v) }
