package coh

import (
	"io"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// cohImportCards merges cards read from a file or pasted text: a card with
// the hour and label of one in the library replaces it; the others are
// added. Every card is checked by the engine first; if any is wrong,
// nothing changes.
func (a *table) cohImportCards(data []byte) (string, error) {
	in, err := ch.LoadLibrary(data)
	if err != nil {
		return "", err
	}
	cards := slices.Clone(a.lib.Cards)
	added, replaced := 0, 0
	for _, c := range in.Cards {
		i := slices.IndexFunc(cards, func(x ch.Card) bool { return x.Hour == c.Hour && x.Label == c.Label })
		if i >= 0 {
			cards[i] = c
			replaced++
		} else {
			cards = append(cards, c)
			added++
		}
	}
	l := ch.Library{Cards: cards}
	if err := l.Validate(); err != nil {
		return "", err
	}
	if err := a.saveCohLibrary(l); err != nil {
		return "", err
	}
	a.lib = l
	return lang.XN("coh.library_share.merged", "{{.Count}} cards added, {{.Replaced}} replaced.", added, map[string]any{"Count": added, "Replaced": replaced}), nil
}

func (a *table) cohImportFile() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		defer r.Close()
		b, err := io.ReadAll(io.LimitReader(r, 4<<20))
		if err == nil {
			var msg string
			if msg, err = a.cohImportCards(b); err == nil {
				a.show(a.cohLibraryScreen(a.cohLibBack()))
				a.h.Tell(lang.X("coh.library_share.imported", "Cards imported"), msg)
				return
			}
		}
		a.h.Tell(lang.X("coh.library_share.notImported", "Nothing was imported"), translations.Err(err))
	}, a.h.Window())
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

func (a *table) cohExportFile() {
	b, err := a.lib.Save()
	if err != nil {
		a.h.Tell(lang.X("coh.library_share.notExported", "Could not export"), translations.Err(err))
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil || w == nil {
			return
		}
		defer w.Close()
		if _, err := w.Write(b); err != nil {
			a.h.Tell(lang.X("coh.library_share.notExported", "Could not export"), translations.Err(err))
			return
		}
		a.h.Tell(lang.X("coh.library_share.exported", "Cards exported"), lang.XN("coh.library_share.written", "{{.Count}} cards written to {{.File}}.", len(a.lib.Cards), map[string]any{"Count": len(a.lib.Cards), "File": w.URI().Name()}))
	}, a.h.Window())
	d.SetFileName("city-of-horror-cards.json")
	d.Show()
}

// cohLibBack is where the library goes back to: the game, or the form.
func (a *table) cohLibBack() func() {
	if v := a.view; v != nil {
		return v.backToPlay
	}
	return a.showCohNewGame
}

// cohTransferParts is the library as transfer text, in QR-sized parts.
func (a *table) cohTransferParts() ([]string, error) {
	b, err := a.lib.Save()
	if err != nil {
		return nil, err
	}
	return engine.PackTransfer(cohTransferTag, b, kit.MaxQRText)
}

// cohLibraryQR shows the library as text and as QR codes, one part at a
// time, each marked 1/3, 2/3...
func (a *table) cohLibraryQR(e *cohLibEdit, redraw func()) fyne.CanvasObject {
	parts, err := a.cohTransferParts()
	done := kit.NewButton(lang.X("coh.library_share.done", "Done"), theme.ConfirmIcon(), func() { e.qrPart = -1; redraw() })
	if err != nil {
		return container.NewBorder(a.topBar(lang.X("coh.library_share.title", "City of Horror: share the cards")), done, nil, nil, cohSmall(translations.Err(err)))
	}
	i := min(e.qrPart, len(parts)-1)
	mark := widget.NewLabelWithStyle(lang.X("coh.library_share.part", "Code {{.Part}}/{{.Parts}}", map[string]any{"Part": i + 1, "Parts": len(parts)}), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	mark.SizeName = theme.SizeNameHeadingText
	var code fyne.CanvasObject = cohSmall("")
	if img, err := kit.NewQRImage(parts[i], 360); err == nil {
		code = img
	} else {
		code = cohSmall(translations.Err(err))
	}
	prev := kit.NewButton(lang.X("coh.library_share.previous", "Previous"), theme.NavigateBackIcon(), func() { e.qrPart = max(0, i-1); redraw() })
	next := kit.NewButton(lang.X("coh.library_share.next", "Next code"), theme.NavigateNextIcon(), func() { e.qrPart = min(len(parts)-1, i+1); redraw() })
	text := widget.NewMultiLineEntry()
	text.SetText(joinLines(parts))
	text.Wrapping = fyne.TextWrapBreak
	text.SetMinRowsVisible(4)
	copyBtn := kit.NewButton(lang.X("coh.library_share.copy", "Copy the text"), theme.ContentCopyIcon(), func() {
		fyne.CurrentApp().Clipboard().SetContent(joinLines(parts))
	})
	left := container.NewVBox(mark, container.NewCenter(code), kit.NewFitGrid(2, prev, next))
	right := container.NewVBox(cohSmall(lang.X("coh.library_share.scan", "Scan every code with the other device, or copy the text and paste it there (Paste shared text).")), text, copyBtn, done)
	return container.NewBorder(a.topBar(lang.X("coh.library_share.title", "City of Horror: share the cards")), nil, nil, nil,
		kit.NewVScroll(container.NewPadded(container.New(kit.Split{Ratio: 0.55}, left, right))))
}

// cohLibraryPaste imports pasted transfer text; the engine checks every
// card and nothing changes if any is wrong.
func (a *table) cohLibraryPaste(e *cohLibEdit, redraw func()) fyne.CanvasObject {
	text := widget.NewMultiLineEntry()
	text.SetPlaceHolder("HK:coh-cards:1/2:… HK:coh-cards:2/2:…")
	text.Wrapping = fyne.TextWrapBreak
	text.SetMinRowsVisible(6)
	imp := kit.NewButton(lang.X("coh.library_share.importCards", "Import the cards"), theme.ConfirmIcon(), func() {
		b, err := engine.UnpackTransfer(cohTransferTag, text.Text)
		if err == nil {
			var msg string
			if msg, err = a.cohImportCards(b); err == nil {
				e.pasting = false
				redraw()
				a.h.Tell(lang.X("coh.library_share.imported", "Cards imported"), msg)
				return
			}
		}
		a.h.Tell(lang.X("coh.library_share.notImported", "Nothing was imported"), translations.Err(err))
	})
	imp.Importance = widget.HighImportance
	cancel := kit.NewButton(lang.X("coh.library_share.cancel", "Cancel"), theme.CancelIcon(), func() { e.pasting = false; redraw() })
	body := container.NewVBox(cohSmall(lang.X("coh.library_share.pasteHint", "Paste every part of the shared text, in any order.")), text, kit.NewFitGrid(2, cancel, imp))
	return container.NewBorder(a.topBar(lang.X("coh.library_share.pasteTitle", "City of Horror: paste shared cards")), nil, nil, nil, container.NewPadded(body))
}

func joinLines(ss []string) string {
	out := ""
	for i, s := range ss {
		if i > 0 {
			out += "\n"
		}
		out += s
	}
	return out
}
