package coh

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// cohTransferTag marks card-library transfer text ("HK:coh-cards:1/3:...").
const cohTransferTag = "coh-cards"

// cohLibEdit is the library editor's state: the card being edited, if any,
// and the part of the transfer codes on show.
type cohLibEdit struct {
	editing int // index in the library; -1 for a new card; -2: not editing
	draft   ch.Card
	problem string
	// qrPart is the transfer part shown as a QR code; -1: none.
	qrPart  int
	pasting bool
}

func (a *table) cohLibEdit() *cohLibEdit {
	if a.libEdit == nil {
		a.libEdit = &cohLibEdit{editing: -2, qrPart: -1}
	}
	return a.libEdit
}

// cohLibraryScreen lists the invasion cards by hour, with add, edit,
// delete, and import and export as a file, as text and as QR codes.
func (a *table) cohLibraryScreen(back func()) fyne.CanvasObject {
	e := a.cohLibEdit()
	redraw := func() { a.show(a.cohLibraryScreen(back)) }
	switch {
	case e.editing != -2:
		return a.cohCardEditScreen(e, redraw)
	case e.qrPart >= 0:
		return a.cohLibraryQR(e, redraw)
	case e.pasting:
		return a.cohLibraryPaste(e, redraw)
	}
	lib := a.lib
	list := container.NewVBox()
	for h := 0; h < ch.Hours; h++ {
		cards := lib.ForHour(h)
		list.Add(cohHeading(fmt.Sprintf("%s: %s", ch.HourName(h), count(len(cards), "card"))))
		if len(cards) == 0 {
			list.Add(cohSmall("None yet: this hour is drawn from the physical pack."))
		}
		for _, c := range cards {
			i := slices.IndexFunc(lib.Cards, func(x ch.Card) bool { return x.Hour == c.Hour && x.Label == c.Label })
			edit := kit.NewButton("Edit", theme.DocumentCreateIcon(), func() {
				e.editing, e.draft, e.problem = i, lib.Cards[i], ""
				redraw()
			})
			del := kit.NewButton("Delete", theme.DeleteIcon(), func() {
				dialog.ShowConfirm("Delete this card?", c.Describe(), func(ok bool) {
					if ok {
						a.cohChangeLibrary(slices.Delete(slices.Clone(lib.Cards), i, i+1))
						redraw()
					}
				}, a.h.Window())
			})
			text := cohSmall(fmt.Sprintf("%q: %s", c.Label, c.Describe()))
			list.Add(kit.NewSideOrBelow(text, kit.NewFlow(true, edit, del)))
		}
	}
	add := kit.NewButton("Add a card", theme.ContentAddIcon(), func() {
		e.editing, e.draft, e.problem = -1, ch.Card{Hour: 1}, ""
		redraw()
	})
	add.Importance = widget.HighImportance
	imp := kit.NewButton("Import a file", theme.FolderOpenIcon(), a.cohImportFile)
	exp := kit.NewButton("Export a file", theme.DocumentSaveIcon(), a.cohExportFile)
	qr := kit.NewButton("Share as QR codes", theme.MediaPlayIcon(), func() { e.qrPart = 0; redraw() })
	paste := kit.NewButton("Paste shared text", theme.ContentPasteIcon(), func() { e.pasting = true; redraw() })
	done := kit.NewButton("Done", theme.ConfirmIcon(), back)
	tools := kit.NewFitGrid(3, add, imp, exp, qr, paste, done)
	intro := cohSmall("The invasion cards of your box, typed in once. Setup draws each hour's card from here; for an hour with no card here the table draws from the physical pack, and the app does not know that card.")
	return container.NewBorder(container.NewVBox(a.topBar("City of Horror: invasion cards"), container.NewPadded(container.NewVBox(intro, tools))), nil, nil, nil,
		container.NewVScroll(container.NewPadded(list)))
}

// cohChangeLibrary checks a new library with the engine and saves it; when
// anything is wrong nothing changes and the engine's message is shown.
func (a *table) cohChangeLibrary(cards []ch.Card) error {
	l := ch.Library{Cards: cards}
	if err := l.Validate(); err != nil {
		a.h.Tell("The library was not changed", err.Error())
		return err
	}
	if err := a.saveCohLibrary(l); err != nil {
		a.h.Tell("The library was not saved", err.Error())
		return err
	}
	a.lib = l
	return nil
}

// cohCardEditScreen edits one card; Save goes through the engine's checks.
func (a *table) cohCardEditScreen(e *cohLibEdit, redraw func()) fyne.CanvasObject {
	ed := a.newCardEditor(e.draft, false, nil, func(c ch.Card) { e.draft = c })
	problem := cohSmall(e.problem)
	problem.Importance = widget.DangerImportance
	save := kit.NewButton("Save the card", theme.DocumentSaveIcon(), func() {
		c := e.draft
		if err := c.Validate(); err != nil {
			e.problem = err.Error()
			redraw()
			return
		}
		cards := slices.Clone(a.lib.Cards)
		if e.editing >= 0 && e.editing < len(cards) {
			cards[e.editing] = c
		} else {
			cards = append(cards, c)
		}
		l := ch.Library{Cards: cards}
		if err := l.Validate(); err != nil {
			e.problem = err.Error()
			redraw()
			return
		}
		if err := a.saveCohLibrary(l); err != nil {
			e.problem = "Not saved: " + err.Error()
			redraw()
			return
		}
		a.lib = l
		e.editing = -2
		redraw()
	})
	save.Importance = widget.HighImportance
	cancel := kit.NewButton("Cancel", theme.CancelIcon(), func() { e.editing = -2; redraw() })
	bottom := container.NewVBox(problem, kit.NewFitGrid(2, cancel, save))
	return container.NewBorder(a.topBar("City of Horror: an invasion card"), container.NewPadded(bottom), nil, nil, container.NewVScroll(container.NewPadded(ed.body)))
}
