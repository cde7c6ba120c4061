module hordekeeper

go 1.26.8

require (
	fyne.io/fyne/v2 v2.7.1 // indirect
	github.com/ebitengine/oto/v3 v3.4.0 // indirect
	github.com/ebitengine/purego v0.9.0 // indirect
	github.com/skip2/go-qrcode v0.0.0-20200617195104-da1b6568686e // indirect
	golang.org/x/sys v0.36.0 // indirect
)
