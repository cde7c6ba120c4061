package store

import (
	"path/filepath"
	"strings"
	"sync"
)

// The stores opened with a backend of their own, so that View, which gets
// only a path, reads a file of such a store from its backend.
var (
	registryMu sync.Mutex
	registry   []*Store
)

// register notes a store whose backend is not the OS's files.
func register(s *Store) {
	if _, ok := s.b.(OSFiles); ok {
		return
	}
	registryMu.Lock()
	defer registryMu.Unlock()
	registry = append(registry, s)
}

// backendOf is the backend of the newest store whose folder holds path,
// or the OS's files.
func backendOf(path string) Backend {
	registryMu.Lock()
	defer registryMu.Unlock()
	p := filepath.Clean(path)
	for i := len(registry) - 1; i >= 0; i-- {
		d := filepath.Clean(registry[i].dir)
		if strings.HasPrefix(p, d+string(filepath.Separator)) {
			return registry[i].b
		}
	}
	return OSFiles{}
}
