// Command serve serves the web build (build/web) on the loopback interface
// for `make serve-web` and the browser checks. It sends .wasm files as
// application/wasm, which browsers need to compile them while downloading,
// and asks for no caching so a reload always picks up a new build.
//
// Usage: go run .ci/serve.go [-dir build/web] [-addr 127.0.0.1:8088]
package main

import (
	"flag"
	"log"
	"mime"
	"net/http"
	"os"
)

func main() {
	dir := flag.String("dir", "build/web", "the folder to serve")
	addr := flag.String("addr", "127.0.0.1:8088", "the address to listen on (keep it on the loopback)")
	flag.Parse()
	if _, err := os.Stat(*dir + "/index.html"); err != nil {
		log.Fatalf("no web build in %s (run make web first): %v", *dir, err)
	}
	if err := mime.AddExtensionType(".wasm", "application/wasm"); err != nil {
		log.Fatal(err)
	}
	files := http.FileServer(http.Dir(*dir))
	http.Handle("/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		files.ServeHTTP(w, r)
	}))
	log.Printf("serving %s on http://%s/ (Ctrl-C stops)", *dir, *addr)
	log.Fatal(http.ListenAndServe(*addr, nil))
}
