//go:build js

package ui

import (
	"fmt"
	"strings"
	"syscall/js"
)

// The page's localStorage is written to disk by the browser in batches,
// seconds after a change (docs/packages.md): a browser that crashes in
// between loses the last steps. So every write of a game is also handed to
// IndexedDB, whose transactions (durability "strict") are on disk when they
// complete; localStorage stays the store's quick, synchronous copy. When the
// page opens, before any screen reads a game, IndexedDB's copy is put back
// into localStorage: after a crash it is the newer one. A database that
// never held the games (the first start of this version) is first filled
// from localStorage, and a marker written in the same transaction says so.

const (
	idbName   = "hordekeeper"
	idbFiles  = "files"
	idbMarker = "meta:filled" // in IndexedDB: its copy is the whole of the games
	kvPrefix  = "hk:"         // the store's keys in localStorage
)

// durableCopy is the page's IndexedDB, which the App holds from its start
// and hands to the store it opens; db is undefined when the browser has
// none (then localStorage alone keeps the games, as before).
type durableCopy struct{ db js.Value }

// await waits for an IndexedDB request's success or error. It must run on a
// goroutine that is not inside a JavaScript callback (main, at start).
func await(req js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	ch := make(chan result, 1)
	ok := js.FuncOf(func(js.Value, []js.Value) any { ch <- result{v: req.Get("result")}; return nil })
	bad := js.FuncOf(func(js.Value, []js.Value) any {
		ch <- result{err: fmt.Errorf("%s", req.Get("error").Call("toString").String())}
		return nil
	})
	defer ok.Release()
	defer bad.Release()
	req.Set("onsuccess", ok)
	req.Set("onerror", bad)
	r := <-ch
	return r.v, r.err
}

// awaitTx waits until a transaction is on disk, or failed.
func awaitTx(tx js.Value) error {
	ch := make(chan error, 1)
	ok := js.FuncOf(func(js.Value, []js.Value) any { ch <- nil; return nil })
	bad := js.FuncOf(func(js.Value, []js.Value) any {
		ch <- fmt.Errorf("IndexedDB: %s", tx.Get("error").Call("toString").String())
		return nil
	})
	defer ok.Release()
	defer bad.Release()
	tx.Set("oncomplete", ok)
	tx.Set("onerror", bad)
	tx.Set("onabort", bad)
	return <-ch
}

// safely runs f, turning a JavaScript exception into an error.
func safely(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	return f()
}

// prepareStore opens IndexedDB and puts its copy of the games back into
// localStorage (or fills it from localStorage the first time). Any failure
// leaves localStorage as it is and the games on it alone.
func prepareStore() durableCopy {
	var durable durableCopy
	err := safely(func() error {
		idb := js.Global().Get("indexedDB")
		ls := js.Global().Get("localStorage")
		if idb.IsUndefined() || idb.IsNull() || ls.IsUndefined() || ls.IsNull() {
			return fmt.Errorf("this browser has no IndexedDB or localStorage")
		}
		req := idb.Call("open", idbName, 1)
		upgrade := js.FuncOf(func(js.Value, []js.Value) any {
			req.Get("result").Call("createObjectStore", idbFiles)
			return nil
		})
		defer upgrade.Release()
		req.Set("onupgradeneeded", upgrade)
		db, err := await(req)
		if err != nil {
			return err
		}
		if err := restore(db, localStorage{v: ls}); err != nil {
			return err
		}
		durable.db = db
		return nil
	})
	if err != nil {
		js.Global().Get("console").Call("warn", "Hordekeeper: games kept in localStorage only: "+err.Error())
	}
	return durable
}

// restore makes localStorage's games those of IndexedDB, or, when IndexedDB
// never held them, fills it from localStorage.
func restore(db js.Value, ls localStorage) error {
	tx := db.Call("transaction", idbFiles, "readonly")
	st := tx.Call("objectStore", idbFiles)
	keys, err := await(st.Call("getAllKeys"))
	if err != nil {
		return err
	}
	vals, err := await(st.Call("getAll"))
	if err != nil {
		return err
	}
	saved := map[string]string{}
	for i := range keys.Length() {
		saved[keys.Index(i).String()] = vals.Index(i).String()
	}
	if _, filled := saved[idbMarker]; !filled {
		wtx := db.Call("transaction", idbFiles, "readwrite", map[string]any{"durability": "strict"})
		w := wtx.Call("objectStore", idbFiles)
		for _, k := range ls.Keys() {
			if strings.HasPrefix(k, kvPrefix) {
				w.Call("put", ls.v.Call("getItem", k), k)
			}
		}
		w.Call("put", "1", idbMarker)
		return awaitTx(wtx)
	}
	// IndexedDB's copy is the newer: put it back, and drop what it does not hold.
	for k, v := range saved {
		if strings.HasPrefix(k, kvPrefix) && ls.v.Call("getItem", k).String() != v {
			ls.v.Call("setItem", k, v)
		}
	}
	for _, k := range ls.Keys() {
		if _, ok := saved[k]; strings.HasPrefix(k, kvPrefix) && !ok {
			ls.v.Call("removeItem", k)
		}
	}
	return nil
}

// mirror hands a change of one key to IndexedDB (value nil: the key goes),
// in the order of the changes (IndexedDB runs a store's read-write
// transactions in the order they were made). It does not wait: a tap's
// handler may not. A change IndexedDB refuses removes its marker, so that
// the next start trusts localStorage and fills IndexedDB again.
func (d durableCopy) mirror(key string, value *string) {
	if d.db.IsUndefined() || d.db.Type() != js.TypeObject {
		return
	}
	err := safely(func() error {
		tx := d.db.Call("transaction", idbFiles, "readwrite", map[string]any{"durability": "strict"})
		st := tx.Call("objectStore", idbFiles)
		if value == nil {
			st.Call("delete", key)
		} else {
			st.Call("put", *value, key)
		}
		var ok, bad js.Func
		ok = js.FuncOf(func(js.Value, []js.Value) any {
			ok.Release()
			bad.Release()
			return nil
		})
		bad = js.FuncOf(func(js.Value, []js.Value) any {
			ok.Release()
			bad.Release()
			d.forget()
			return nil
		})
		tx.Set("oncomplete", ok)
		tx.Set("onerror", bad)
		tx.Set("onabort", bad)
		return nil
	})
	if err != nil {
		d.forget()
	}
}

// forget removes IndexedDB's marker after a failed change: its copy is no
// longer the whole of the games.
func (d durableCopy) forget() {
	_ = safely(func() error {
		tx := d.db.Call("transaction", idbFiles, "readwrite")
		tx.Call("objectStore", idbFiles).Call("delete", idbMarker)
		return nil
	})
	js.Global().Get("console").Call("warn", "Hordekeeper: IndexedDB refused a change; localStorage is trusted at the next start")
}
