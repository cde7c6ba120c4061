package coh

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// cohTransferTag marks card-library transfer text ("HK:coh-cards:1/3:...").
const cohTransferTag = "coh-cards"

// cohLibEdit is the library screen's state: the part of the transfer
// codes on show, and whether shared text is being pasted.
type cohLibEdit struct {
	// qrPart is the transfer part shown as a QR code; -1: none.
	qrPart  int
	pasting bool
}

func (a *table) cohLibEdit() *cohLibEdit {
	if a.libEdit == nil {
		a.libEdit = &cohLibEdit{qrPart: -1}
	}
	return a.libEdit
}

// cohLibraryScreen lists the invasion cards by hour, with delete, and
// import and export as a file, as text and as QR codes. Cards are entered
// and corrected on their picture when they come up in a game ("which
// card came up?"), never on a separate form.
func (a *table) cohLibraryScreen(back func()) fyne.CanvasObject {
	e := a.cohLibEdit()
	redraw := func() { a.show(a.cohLibraryScreen(back)) }
	switch {
	case e.qrPart >= 0:
		return a.cohLibraryQR(e, redraw)
	case e.pasting:
		return a.cohLibraryPaste(e, redraw)
	}
	lib := a.lib
	list := container.NewVBox()
	for h := 0; h < ch.Hours; h++ {
		cards := lib.ForHour(h)
		list.Add(cohHeading(lang.XN("coh.library.hour", "{{.Hour}}: {{.Count}} cards", len(cards), map[string]any{"Hour": ch.HourName(h), "Count": len(cards)})))
		if len(cards) == 0 {
			list.Add(cohSmall(lang.X("coh.library.none", "None yet: this hour is drawn from the physical pack.")))
		}
		for _, c := range cards {
			i := slices.IndexFunc(lib.Cards, func(x ch.Card) bool { return x.Hour == c.Hour && x.Label == c.Label })
			del := kit.NewButton(lang.X("coh.library.delete", "Delete"), theme.DeleteIcon(), func() {
				kit.Confirm(a.h.Window().Canvas(), lang.X("coh.library.deleteAsk", "Delete this card?"), translations.T(c.DescribeWords()), lang.X("coh.library.delete", "Delete"), func() {
					a.cohChangeLibrary(slices.Delete(slices.Clone(lib.Cards), i, i+1))
					redraw()
				})
			})
			text := cohSmall(lang.X("coh.library.card", "\"{{.Label}}\": {{.Shows}}", map[string]any{"Label": cohCardLabel(c.Label), "Shows": translations.T(c.DescribeWords())}))
			list.Add(kit.NewSideOrBelow(text, kit.NewFlow(true, del)))
		}
	}
	imp := kit.NewButton(lang.X("coh.library.import", "Import a file"), theme.FolderOpenIcon(), a.cohImportFile)
	exp := kit.NewButton(lang.X("coh.library.export", "Export a file"), theme.DocumentSaveIcon(), a.cohExportFile)
	qr := kit.NewButton(lang.X("coh.library.share", "Share as QR codes"), theme.MediaPlayIcon(), func() { e.qrPart = 0; redraw() })
	paste := kit.NewButton(lang.X("coh.library.paste", "Paste shared text"), theme.ContentPasteIcon(), func() { e.pasting = true; redraw() })
	done := kit.NewButton(lang.X("coh.library.done", "Done"), theme.ConfirmIcon(), back)
	done.Importance = widget.HighImportance
	tools := kit.NewFitGrid(3, imp, exp, qr, paste, done)
	intro := cohSmall(lang.X("coh.library.intro", "The invasion cards of your box, kept as they came up in your games: at each hour the app asks which card came up, and a new one entered on its picture is kept here. To correct a kept card, tap Edit beside it when its hour asks which card came up. Once the four cards of an hour are here, the app draws that hour's card itself."))
	// Only the top bar stays put: the words and the tools scroll with the
	// cards, so a narrow or short window never has to grow.
	return container.NewBorder(a.topBar(lang.X("coh.library.title", "City of Horror: invasion cards")), nil, nil, nil,
		kit.NewVScroll(container.NewPadded(container.NewVBox(intro, tools, widget.NewSeparator(), list))))
}

// cohChangeLibrary checks a new library with the engine and saves it; when
// anything is wrong nothing changes and the engine's message is shown.
func (a *table) cohChangeLibrary(cards []ch.Card) error {
	l := ch.Library{Cards: cards}
	if err := l.Validate(); err != nil {
		a.h.Tell(lang.X("coh.library.notChanged", "The library was not changed"), translations.Err(err))
		return err
	}
	if err := a.saveCohLibrary(l); err != nil {
		a.h.Tell(lang.X("coh.library.notSaved", "The library was not saved"), translations.Err(err))
		return err
	}
	a.lib = l
	return nil
}
