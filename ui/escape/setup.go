package escape

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// showSetup shows the new-game form.
func showSetup(h Host) { h.Show(setupScreen(h)) }

// setupScreen asks for the survivors and the soundtrack, then starts.
func setupScreen(h Host) fyne.CanvasObject {
	count := 4
	names := make([]*widget.Entry, esc.MaxPlayers)
	colours := make([]*widget.Select, esc.MaxPlayers)
	var colourNames []string
	for _, c := range esc.Colours() {
		colourNames = append(colourNames, lang.X("escape.setup.colour", "{{.Colour}} ({{.Letter}})", map[string]any{"Colour": translations.T(c.Words()), "Letter": translations.T(c.LetterWords())}))
	}
	rows := container.NewVBox()
	for i := range names {
		names[i] = widget.NewEntry()
		names[i].SetPlaceHolder(defaultName(i))
		colours[i] = widget.NewSelect(colourNames, nil)
		colours[i].SetSelectedIndex(i)
	}
	// The last table is offered again, whichever game it played: a group
	// that plays a second game does not type its names twice.
	last := kit.LastTable(h.Prefs())
	count = kit.TableSize(last, esc.MinPlayers, esc.MaxPlayers, count)
	last = last[:min(len(last), count)]
	var palette []string
	for _, c := range esc.Colours() {
		palette = append(palette, c.String())
	}
	for i, k := range kit.FitColours(append(last, make([]kit.Seat, esc.MaxPlayers-len(last))...), palette) {
		colours[i].SetSelectedIndex(k)
		if i < len(last) {
			names[i].SetText(last[i].Name)
		}
	}
	rebuild := func() {
		rows.Objects = nil
		for i := 0; i < esc.MaxPlayers; i++ {
			// A strut a finger high: the row, and so the name's entry and
			// the colour's list stretched to it, are at least MinTouch
			// tall (they were 45 px, play-check's finding).
			strut := canvas.NewRectangle(color.Transparent)
			strut.SetMinSize(fyne.NewSize(0, kit.MinTouch))
			label := widget.NewLabel(lang.X("escape.setup.survivor", "Survivor {{.Seat}}", map[string]any{"Seat": i + 1}))
			row := fyne.CanvasObject(container.NewBorder(nil, nil, container.NewHBox(strut, label), colours[i], names[i]))
			if i >= count {
				// An empty seat keeps its room: with fewer survivors the
				// soundtrack's buttons moved up a row, under the finger
				// that went for "Track 2" (a fresh-eyes table).
				room := canvas.NewRectangle(color.Transparent)
				room.SetMinSize(fyne.NewSize(0, row.MinSize().Height))
				row = room
			}
			rows.Add(row)
		}
		rows.Refresh()
	}
	rebuild()
	// The number of survivors is three buttons, the chosen one filled: each
	// reads as a choice (a radio's unselected circles did not).
	// The i-th button is i+2 survivors.
	countSel := choiceButtons([]string{"2", "3", "4"}, count-2, 3, func(i int) {
		count = i + 2
		rebuild()
	})

	trackNames := []string{}
	for _, t := range timers.Tracks() {
		trackNames = append(trackNames, translations.T(t.NameWords()))
	}
	trackNames = append(trackNames, lang.X("escape.setup.variant", "Random countdowns"))
	// The soundtrack is chosen the same way, one button a row: the names
	// are longer than a number.
	trackChosen := 0
	trackSel := choiceButtons(trackNames, trackChosen, 1, func(i int) { trackChosen = i })
	surprise := widget.NewCheck(lang.X("escape.setup.surprise", "Surprise me: hide the countdowns"), nil)

	errLabel := widget.NewLabel("")
	errLabel.Wrapping = fyne.TextWrapWord
	start := kit.NewButton(lang.X("escape.setup.start", "Start the game"), theme.MediaPlayIcon(), func() {
		opts := esc.Options{Surprise: surprise.Checked}
		var table []kit.Seat
		for i := 0; i < count; i++ {
			table = append(table, kit.Seat{Name: names[i].Text, Colour: palette[colours[i].SelectedIndex()]})
			name := names[i].Text
			if name == "" {
				name = defaultName(i) // "Player 2" in the table's language
			}
			opts.Players = append(opts.Players, esc.PlayerSetup{Name: name, Colour: esc.Colours()[colours[i].SelectedIndex()]})
		}
		seed := h.NewSeed()
		var track timers.Track
		switch i := trackChosen; {
		case i < len(timers.Tracks()):
			track = timers.Tracks()[i]
		default:
			track = timers.Variant(seed)
		}
		opts.Track = track.ID
		raw, err := opts.JSON()
		if err != nil {
			errLabel.SetText(translations.Err(err))
			return
		}
		v, err := startGame(h, engine.Header{Game: esc.Name, Seed: seed, Options: raw}, track)
		if err != nil {
			errLabel.SetText(translations.Err(err))
			return
		}
		kit.RememberTable(h.Prefs(), table)
		h.Show(v.content())
	})
	start.Importance = widget.HighImportance
	form := container.NewVBox(
		widget.NewLabelWithStyle(lang.X("escape.setup.howMany", "How many survivors?"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), countSel,
		rows,
		widget.NewLabelWithStyle(lang.X("escape.setup.soundtrack", "Soundtrack"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), trackSel,
		explain(lang.X("escape.setup.variantSays", variantSays)),
		fingerHigh(surprise), explain(lang.X("escape.setup.surpriseSays", surpriseSays)),
		fingerHigh(autoPauseCheck(h.Prefs())), explain(lang.X("escape.setup.autoPauseSays", autoPauseSays)))
	// "Start the game" (and why it refused) is pinned under the form: at
	// 1280x800 it lay below the fold, and a table that swiped or pressed
	// keys could not scroll to it (a fresh-eyes game).
	foot := container.NewPadded(container.NewVBox(errLabel, start))
	return container.NewBorder(kit.TopBar(h.Home, lang.X("escape.setup.title", "{{.Game}}: new game", map[string]any{"Game": Info.Title})), foot, nil, nil, kit.NewVScroll(container.NewPadded(form)))
}

// defaultName is the name of a survivor whose name was left empty, in the
// language in force: "Player 2" (seat from 0).
func defaultName(seat int) string {
	return lang.X("escape.setup.player", "Player {{.Seat}}", map[string]any{"Seat": seat + 1})
}

// The form's choices in English, in words that fit a phone held upright
// (the form shows them through the translation files; tests tap them).
const (
	variantChoice  = "Random countdowns"
	surpriseChoice = "Surprise me: hide the countdowns"
	// What each option does, one short line under it.
	variantSays   = "Random countdowns: they come at times nobody knows yet."
	surpriseSays  = "Surprise me: no countdown shows before its gong."
	autoPauseSays = "The clock stops when a call or another app takes the screen."
)

// explain is the line under an option that says what it does.
func explain(text string) fyne.CanvasObject {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// choiceButtons is one button for each choice, in a grid of cols columns;
// the one chosen (an index of labels) is filled (the primary colour), the
// others plain buttons whose words read in full ink. A radio group's
// unselected circles were too dim to read as choices. pick gets the index
// tapped.
func choiceButtons(labels []string, chosen, cols int, pick func(int)) fyne.CanvasObject {
	bs := make([]*kit.Button, len(labels))
	mark := func() {
		for i, b := range bs {
			b.Importance = widget.MediumImportance
			if i == chosen {
				b.Importance = widget.HighImportance
			}
			b.Refresh()
		}
	}
	grid := container.NewGridWithColumns(cols)
	for i, l := range labels {
		bs[i] = kit.NewButton(l, nil, func() {
			chosen = i
			mark()
			pick(i)
		})
		grid.Add(bs[i])
	}
	mark()
	return grid
}

// fingerHigh gives a check box a finger's height.
func fingerHigh(o fyne.CanvasObject) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(kit.MinTouch, kit.MinTouch))
	return container.NewStack(r, o)
}
