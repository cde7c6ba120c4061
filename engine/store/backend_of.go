package store

import (
	"path/filepath"
	"strings"
)

// backendOf is the backend that holds path: s's own for a path inside its
// folder, the OS's files for any other path or when s is nil (a file
// someone sent, opened without a store).
func (s *Store) backendOf(path string) Backend {
	if s == nil {
		return OSFiles{}
	}
	d := filepath.Clean(s.dir)
	if strings.HasPrefix(filepath.Clean(path), d+string(filepath.Separator)) {
		return s.b
	}
	return OSFiles{}
}
