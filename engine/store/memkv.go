package store

import (
	"bytes"
	"fmt"
	"sync"

	"hordekeeper/engine"
)

// MemKV is a KV in memory, for tests and for a storage to fall back on.
type MemKV struct {
	mu sync.Mutex
	m  map[string][]byte
	// Limit, when above zero, is the most bytes the values may hold in all,
	// as a browser's quota is; a Set beyond it fails.
	Limit int
}

// Get returns the value of key.
func (m *MemKV) Get(key string) ([]byte, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.m[key]
	return bytes.Clone(v), ok
}

// Set stores a copy of value under key.
func (m *MemKV) Set(key string, value []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.m == nil {
		m.m = map[string][]byte{}
	}
	if m.Limit > 0 {
		total := len(key) + len(value)
		for k, v := range m.m {
			if k != key {
				total += len(k) + len(v)
			}
		}
		if total > m.Limit {
			return withWords(fmt.Errorf("the storage is full (%d bytes at most)", m.Limit),
				engine.Say("engine.memkv.full", "the storage is full ({{.Limit}} bytes at most)", engine.Args{"Limit": m.Limit}))
		}
	}
	m.m[key] = bytes.Clone(value)
	return nil
}

// Delete removes key.
func (m *MemKV) Delete(key string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.m, key)
	return nil
}

// Keys lists the keys.
func (m *MemKV) Keys() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]string, 0, len(m.m))
	for k := range m.m {
		out = append(out, k)
	}
	return out
}
