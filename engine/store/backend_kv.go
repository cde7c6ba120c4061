package store

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"
	"time"

	"hordekeeper/engine"
)

// KV is a key-value storage that keeps a value once Set returns: a
// browser's localStorage, say. Values are bytes; a storage that holds only
// text encodes them itself.
type KV interface {
	// Get returns the value of key; ok is false when there is none.
	Get(key string) (value []byte, ok bool)
	// Set stores value under key, replacing what was there; an error (a
	// full storage) leaves the old value.
	Set(key string, value []byte) error
	// Delete removes key; a missing key is no error.
	Delete(key string) error
	// Keys lists every key, in no particular order.
	Keys() []string
}

// KVFiles keeps a store in a KV: each file is one value, under its path
// behind a prefix ("hk:f:" + path), and each folder a marker. A new file
// is one Set under a name checked free; an appended step rewrites the
// file's value with the step at its end in one Set, so it is there whole
// or not at all; a move notes where the file goes, sets the new name and
// then deletes the old one and the note, so a cut move leaves two names and
// the note that binds them, which Same sees and Open completes.
type KVFiles struct {
	kv     KV
	prefix string
	mu     sync.Mutex
	now    func() time.Time
}

// NewKVFiles keeps files in kv under keys that start with prefix, so that
// other keys of the same storage (the app's settings) are left alone.
func NewKVFiles(kv KV, prefix string) *KVFiles {
	return &KVFiles{kv: kv, prefix: prefix, now: time.Now}
}

func (k *KVFiles) fileKey(p string) string { return k.prefix + "f:" + path.Clean(p) }
func (k *KVFiles) dirKey(d string) string  { return k.prefix + "d:" + path.Clean(d) }
func (k *KVFiles) timeKey(p string) string { return k.prefix + "t:" + path.Clean(p) }
func (k *KVFiles) moveKey(p string) string { return k.prefix + "m:" + path.Clean(p) }

func notExist(op, p string) error { return &fs.PathError{Op: op, Path: p, Err: fs.ErrNotExist} }
func exists(op, p string) error   { return &fs.PathError{Op: op, Path: p, Err: fs.ErrExist} }

// ReadFile returns the file's bytes.
func (k *KVFiles) ReadFile(p string) ([]byte, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	v, ok := k.kv.Get(k.fileKey(p))
	if !ok {
		return nil, notExist("read", p)
	}
	return bytes.Clone(v), nil
}

// WriteNew stores a new file under a free name in one Set.
func (k *KVFiles) WriteNew(p string, data []byte) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if err := k.checkDir(path.Dir(p), "create"); err != nil {
		return err
	}
	if _, ok := k.kv.Get(k.fileKey(p)); ok {
		return exists("create", p)
	}
	return k.put(p, data)
}

// WriteAtomic replaces the file's value in one Set.
func (k *KVFiles) WriteAtomic(p string, data []byte) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if err := k.checkDir(path.Dir(p), "write"); err != nil {
		return err
	}
	return k.put(p, data)
}

// Append sets the file's value to its old bytes followed by data.
func (k *KVFiles) Append(p string, data []byte) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	v, ok := k.kv.Get(k.fileKey(p))
	if !ok {
		return notExist("append", p)
	}
	return k.put(p, append(bytes.Clone(v), data...))
}

// put stores the file and then its time; k.mu is held.
func (k *KVFiles) put(p string, data []byte) error {
	if err := k.kv.Set(k.fileKey(p), data); err != nil {
		return withWords(fmt.Errorf("the browser's storage refused %s (%d bytes): %w", path.Base(p), len(data), err),
			engine.Say("engine.backend_kv.refused", "the browser's storage refused {{.File}} ({{.Size}} bytes): {{.Why}}", engine.Args{"File": path.Base(p), "Size": len(data), "Why": engine.ErrorWords(err)}))
	}
	// The time only orders unreadable files in the list: losing it loses
	// nothing else.
	_ = k.kv.Set(k.timeKey(p), []byte(k.now().UTC().Format(time.RFC3339Nano)))
	return nil
}

// checkDir fails when the folder was never made; k.mu is held.
func (k *KVFiles) checkDir(d, op string) error {
	if _, ok := k.kv.Get(k.dirKey(d)); !ok {
		return notExist(op, d)
	}
	return nil
}

// MakeDir marks dir and its parents as folders.
func (k *KVFiles) MakeDir(d string) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	for d = path.Clean(d); ; d = path.Dir(d) {
		if _, ok := k.kv.Get(k.dirKey(d)); !ok {
			if err := k.kv.Set(k.dirKey(d), []byte("folder")); err != nil {
				return err
			}
		}
		if d == path.Dir(d) || path.Dir(d) == "." {
			return nil
		}
	}
}

// List lists the files directly in dir, by name.
func (k *KVFiles) List(d string) ([]FileInfo, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if err := k.checkDir(d, "list"); err != nil {
		return nil, err
	}
	in := k.fileKey(d) + "/"
	var out []FileInfo
	for _, key := range k.kv.Keys() {
		name, ok := strings.CutPrefix(key, in)
		if !ok || name == "" || strings.Contains(name, "/") {
			continue
		}
		out = append(out, FileInfo{Name: name, ModTime: k.modTime(path.Join(d, name))})
	}
	slices.SortFunc(out, func(a, b FileInfo) int { return strings.Compare(a.Name, b.Name) })
	return out, nil
}

// modTime is the file's time of last write, zero when unknown; k.mu is
// held.
func (k *KVFiles) modTime(p string) time.Time {
	v, ok := k.kv.Get(k.timeKey(p))
	if !ok {
		return time.Time{}
	}
	t, _ := time.Parse(time.RFC3339Nano, string(v))
	return t
}

// Stat tells the file's name and time of last write.
func (k *KVFiles) Stat(p string) (FileInfo, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if _, ok := k.kv.Get(k.fileKey(p)); !ok {
		return FileInfo{}, notExist("stat", p)
	}
	return FileInfo{Name: path.Base(p), ModTime: k.modTime(p)}, nil
}

// MoveNew sets the new name, then deletes the old one.
func (k *KVFiles) MoveNew(old, new string) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	v, ok := k.kv.Get(k.fileKey(old))
	if !ok {
		return notExist("move", old)
	}
	if err := k.checkDir(path.Dir(new), "move"); err != nil {
		return err
	}
	if _, ok := k.kv.Get(k.fileKey(new)); ok {
		if !k.moving(old, new) {
			return exists("move", new)
		}
		// A move cut short before: finish it.
	} else {
		if err := k.kv.Set(k.moveKey(old), []byte(path.Clean(new))); err != nil {
			return err
		}
		if err := k.put(new, v); err != nil {
			k.kv.Delete(k.moveKey(old))
			return err
		}
	}
	if err := k.remove(old); err != nil {
		return err
	}
	return k.kv.Delete(k.moveKey(old))
}

// moving reports whether a move of old to new was begun; k.mu is held.
func (k *KVFiles) moving(old, new string) bool {
	to, ok := k.kv.Get(k.moveKey(old))
	return ok && string(to) == path.Clean(new)
}

// Remove deletes the file and its time.
func (k *KVFiles) Remove(p string) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if _, ok := k.kv.Get(k.fileKey(p)); !ok {
		return notExist("remove", p)
	}
	return k.remove(p)
}

func (k *KVFiles) remove(p string) error {
	if err := k.kv.Delete(k.fileKey(p)); err != nil {
		return err
	}
	return k.kv.Delete(k.timeKey(p))
}

// Same reports whether a and b are two names of one file: in a KV, a move
// of a to b cut between its Set and its Delete.
func (k *KVFiles) Same(a, b string) bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	if path.Clean(a) == path.Clean(b) {
		return true
	}
	_, ok1 := k.kv.Get(k.fileKey(a))
	_, ok2 := k.kv.Get(k.fileKey(b))
	return ok1 && ok2 && (k.moving(a, b) || k.moving(b, a))
}

// SyncDir does nothing: every Set is kept when it returns.
func (k *KVFiles) SyncDir(string) {}
