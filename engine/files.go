package engine

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// WriteFileAtomic writes data to a temporary file beside path, syncs it and
// renames it over path, so readers see the old file or the new one, whole.
func WriteFileAtomic(path string, data []byte, sync bool) error {
	name, err := writeTemp(path, data, sync)
	if err != nil {
		return err
	}
	if err := os.Rename(name, path); err != nil {
		os.Remove(name)
		return err
	}
	if sync {
		syncDir(filepath.Dir(path))
	}
	return nil
}

// WriteFileNew writes data to a new file at path, whole or not at all, and
// never replaces a file: when path exists it fails with an error that
// matches os.ErrExist. A hard link refuses an existing name by itself;
// where links are not allowed the name is checked just before a rename.
func WriteFileNew(path string, data []byte, sync bool) error {
	name, err := writeTemp(path, data, sync)
	if err != nil {
		return err
	}
	defer os.Remove(name)
	if err := os.Link(name, path); err != nil {
		if errors.Is(err, os.ErrExist) {
			return err
		}
		if _, serr := os.Lstat(path); serr == nil {
			return &os.PathError{Op: "create", Path: path, Err: os.ErrExist}
		}
		if err := os.Rename(name, path); err != nil {
			return err
		}
	}
	if sync {
		syncDir(filepath.Dir(path))
	}
	return nil
}

// writeTemp writes data to a new temporary file beside path and returns
// its name.
func writeTemp(path string, data []byte, sync bool) (string, error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return "", err
	}
	name := tmp.Name()
	_, err = tmp.Write(data)
	if err == nil && sync {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(name)
		return "", err
	}
	return name, nil
}

func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// MoveAside renames a file that could not be loaded so that it is kept and
// never overwritten, and returns its new path. The new name is taken with a
// hard link, which refuses an existing file; where links are not allowed
// the name is checked just before a rename.
func MoveAside(path string) (string, error) {
	stamp := time.Now().Format("20060102-150405")
	for i := 1; i < 10000; i++ {
		aside := fmt.Sprintf("%s.damaged-%s", path, stamp)
		if i > 1 {
			aside = fmt.Sprintf("%s.damaged-%s-%d", path, stamp, i)
		}
		err := os.Link(path, aside)
		if err == nil {
			return aside, os.Remove(path)
		}
		if errors.Is(err, os.ErrExist) {
			continue
		}
		if _, serr := os.Lstat(aside); serr == nil {
			continue
		}
		return aside, os.Rename(path, aside)
	}
	return "", withWords(errors.New("no free name to keep the file aside"), Say("engine.files.noName", "no free name to keep the file aside", nil))
}
