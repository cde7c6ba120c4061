package escape

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
	"hordekeeper/ui/kit"
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
		colourNames = append(colourNames, fmt.Sprintf("%s (%s)", c, c.Letter()))
	}
	rows := container.NewVBox()
	for i := range names {
		names[i] = widget.NewEntry()
		names[i].SetPlaceHolder(fmt.Sprintf("Player %d", i+1))
		colours[i] = widget.NewSelect(colourNames, nil)
		colours[i].SetSelectedIndex(i)
	}
	rebuild := func() {
		rows.Objects = nil
		for i := 0; i < count; i++ {
			rows.Add(container.NewBorder(nil, nil, widget.NewLabel(fmt.Sprintf("Survivor %d", i+1)), colours[i], names[i]))
		}
		rows.Refresh()
	}
	rebuild()
	// The number of survivors is three buttons, the chosen one filled: each
	// reads as a choice (a radio's unselected circles did not).
	countSel := countChoice(h.Window().Canvas, []int{2, 3, 4}, count, func(n int) {
		count = n
		rebuild()
	})

	trackNames := []string{}
	for _, t := range timers.Tracks() {
		trackNames = append(trackNames, t.Name)
	}
	trackNames = append(trackNames, variantChoice)
	trackSel := widget.NewRadioGroup(trackNames, nil)
	trackSel.SetSelected(trackNames[0])
	surprise := widget.NewCheck(surpriseChoice, nil)

	errLabel := widget.NewLabel("")
	errLabel.Wrapping = fyne.TextWrapWord
	start := kit.NewButton("Start the game", theme.MediaPlayIcon(), func() {
		opts := esc.Options{Surprise: surprise.Checked}
		for i := 0; i < count; i++ {
			opts.Players = append(opts.Players, esc.PlayerSetup{Name: names[i].Text, Colour: esc.Colours()[colours[i].SelectedIndex()]})
		}
		seed := h.NewSeed()
		var track timers.Track
		switch i := indexOf(trackNames, trackSel.Selected); {
		case i >= 0 && i < len(timers.Tracks()):
			track = timers.Tracks()[i]
		default:
			track = timers.Variant(seed)
		}
		opts.Track = track.ID
		raw, err := opts.JSON()
		if err != nil {
			errLabel.SetText(err.Error())
			return
		}
		v, err := startGame(h, engine.Header{Game: esc.Game, Seed: seed, Options: raw}, track)
		if err != nil {
			errLabel.SetText(err.Error())
			return
		}
		h.Show(v.content())
	})
	start.Importance = widget.HighImportance
	form := container.NewVBox(
		widget.NewLabelWithStyle("How many survivors?", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), countSel,
		rows,
		widget.NewLabelWithStyle("Soundtrack", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), trackSel, fingerHigh(surprise),
		fingerHigh(autoPauseCheck(h.Prefs())),
		errLabel, start)
	return container.NewBorder(kit.TopBar(h.Home, Info.Title+": new game"), nil, nil, nil, container.NewVScroll(container.NewPadded(form)))
}

// The form's choices, in words that fit a phone held upright.
const (
	variantChoice  = "A new variant (random countdowns)"
	surpriseChoice = "Surprise me: hide the countdowns"
)

// countChoice is a row of buttons, one for each number of survivors; the
// one chosen is filled (the primary colour), the others plain buttons.
func countChoice(c func() fyne.Canvas, ns []int, chosen int, pick func(int)) fyne.CanvasObject {
	bs := make([]*kit.Button, len(ns))
	mark := func() {
		for i, b := range bs {
			b.Importance = widget.MediumImportance
			if ns[i] == chosen {
				b.Importance = widget.HighImportance
			}
			b.Refresh()
		}
	}
	row := container.NewGridWithColumns(len(ns))
	for i, n := range ns {
		bs[i] = kit.NewButton(fmt.Sprint(n), nil, func() {
			chosen = n
			mark()
			pick(n)
		})
		row.Add(bs[i])
	}
	mark()
	return row
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// fingerHigh gives a check box a finger's height.
func fingerHigh(o fyne.CanvasObject) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(kit.MinTouch, kit.MinTouch))
	return container.NewStack(r, o)
}
