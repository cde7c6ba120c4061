package mall

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// showNewGame opens the new-game form.
func showNewGame(h Host) { h.Show(newGameScreen(h)) }

// newGameScreen asks for 3 to 6 players clockwise, each with a name and
// a colour (shown with its letter), the first Chief of Security and the
// Parking's table setting.
func newGameScreen(h Host) fyne.CanvasObject {
	// The last table is offered: its names, and its colours where the
	// mall has them.
	last := kit.LastTable(h.Prefs())
	count, chief := kit.TableSize(last, mh.MinPlayers, mh.MaxPlayers, 4), 0
	last = last[:min(len(last), count)]
	opts := mh.NewGameOptions(count)
	names := make([]*widget.Entry, mh.MaxPlayers)
	colours := make([]*widget.Select, mh.MaxPlayers)
	swatches := make([]*fyne.Container, mh.MaxPlayers)
	chiefB := make([]*kit.Button, mh.MaxPlayers)
	var colourNames, palette []string
	for _, c := range mh.Colours() {
		palette = append(palette, c.String())
		colourNames = append(colourNames, lang.X("mall.newgame.colour", "{{.Colour}} ({{.Letter}})", map[string]any{"Colour": tr(c.Words()), "Letter": letter(c)}))
	}
	rows := container.NewVBox()
	var rebuild func()
	for i := range names {
		i := i
		names[i] = widget.NewEntry()
		names[i].SetPlaceHolder(lang.X("mall.newgame.player", "Player {{.Seat}}", map[string]any{"Seat": i + 1}))
		swatches[i] = container.NewStack(swatch(mh.Colour(i), 48))
		colours[i] = widget.NewSelect(colourNames, func(string) {
			swatches[i].Objects = []fyne.CanvasObject{swatch(mh.Colours()[colours[i].SelectedIndex()], 48)}
			swatches[i].Refresh()
		})
		colours[i].SetSelectedIndex(i)
		if i < len(last) {
			names[i].SetText(last[i].Name)
		}
		chiefB[i] = kit.NewButton(lang.X("mall.newgame.chief", "Chief"), nil, func() { chief = i; rebuild() })
		chiefB[i].Min = fyne.NewSize(130, kit.MinTouch)
	}
	rebuild = func() {
		if chief >= count {
			chief = 0
		}
		rows.Objects = nil
		for i := 0; i < count; i++ {
			if i == chief {
				chiefB[i].SetText(lang.X("mall.newgame.isChief", "» Chief «"))
				chiefB[i].Importance = widget.HighImportance
			} else {
				chiefB[i].SetText(lang.X("mall.newgame.chief", "Chief"))
				chiefB[i].Importance = widget.MediumImportance
			}
			chiefB[i].Refresh()
			left := container.NewHBox(widget.NewLabel(fmt.Sprintf("%d.", i+1)), swatches[i])
			rows.Add(kit.NewSideOrBelow(container.NewBorder(nil, nil, left, nil, names[i]), kit.NewFlow(true, colours[i], chiefB[i])))
		}
		rows.Refresh()
	}
	// Every seat, shown or not, gets a colour of its own.
	for i, k := range kit.FitColours(append(last, make([]kit.Seat, mh.MaxPlayers-len(last))...), palette) {
		colours[i].SetSelectedIndex(k)
	}
	countB := kit.NewFitGrid(4)
	var countBtns []*kit.Button
	for n := mh.MinPlayers; n <= mh.MaxPlayers; n++ {
		n := n
		b := kit.NewButton(lang.X("mall.newgame.players", "{{.Count}} players", map[string]any{"Count": n}), nil, nil)
		b.OnTapped = func() {
			count = n
			for _, o := range countBtns {
				o.Importance = widget.MediumImportance
				o.Refresh()
			}
			b.Importance = widget.HighImportance
			b.Refresh()
			rebuild()
		}
		if n == count {
			b.Importance = widget.HighImportance
		}
		countBtns = append(countBtns, b)
		countB.Add(b)
	}
	rebuild()

	settings := settingsSection(&opts)

	errLabel := widget.NewLabel("")
	errLabel.Wrapping = fyne.TextWrapWord
	errLabel.Importance = widget.DangerImportance
	start := kit.NewButton(lang.X("mall.newgame.start", "Start the game"), theme.MediaPlayIcon(), func() {
		o := opts
		o.Chief, o.Players = chief, nil
		var table []kit.Seat
		for i := 0; i < count; i++ {
			table = append(table, kit.Seat{Name: names[i].Text, Colour: palette[colours[i].SelectedIndex()]})
			// An empty name is the seat's hint, in the table's language
			// ("Joueur 1"); the engine's own default is English.
			name := names[i].Text
			if name == "" {
				name = names[i].PlaceHolder
			}
			o.Players = append(o.Players, mh.PlayerSetup{Name: name, Colour: mh.Colours()[colours[i].SelectedIndex()]})
		}
		if err := o.Validate(); err != nil {
			errLabel.SetText(capitalizeFirst(translations.Err(err)) + ".")
			return
		}
		if _, err := start(h, o, h.NewSeed()); err != nil {
			errLabel.SetText(capitalizeFirst(translations.Err(err)) + ".")
			return
		}
		kit.RememberTable(h.Prefs(), table)
	})
	start.Importance = widget.HighImportance
	start.Min = fyne.NewSize(320, 64)
	hint := widget.NewLabel(lang.X("mall.newgame.hint", "Seat the players clockwise. The first Chief of Security is the oldest player. Cachou is closed at 3 or 4 players; at 3, each player also gets the Little Girl. Names: each different, or left empty."))
	hint.Wrapping = fyne.TextWrapWord
	form := container.NewVBox(
		widget.NewLabelWithStyle(lang.X("mall.newgame.howMany", "How many players?"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), countB,
		hint, rows, settings)
	// The start and what keeps it from starting stay in sight under the
	// form, however long it is.
	foot := container.NewVBox(widget.NewSeparator(), errLabel, container.NewCenter(start))
	return container.NewBorder(kit.TopBar(h.Home, lang.X("mall.newgame.bar", "Mall of Horror: new game")), foot, nil, nil, kit.NewVScroll(container.NewPadded(form)))
}

// settingsForm shows each table setting (a reading of the rules the text
// allows either way) with the rule line behind it and its two readings,
// the default first; a radio mark shows the one chosen.
func settingsForm(o *mh.Options) fyne.CanvasObject {
	box := container.NewVBox()
	for _, st := range mh.Settings() {
		st := st
		var choices []*kit.Button
		mark := func() {
			on, _ := o.Get(st.Key)
			for i, b := range choices {
				chosen := (i == 0) == (on == st.Default)
				b.Importance = widget.MediumImportance
				b.SetText(lang.X("mall.newgame.choose", "Choose"))
				b.SetIcon(theme.RadioButtonIcon())
				if chosen {
					b.Importance = widget.HighImportance
					b.SetText(lang.X("mall.newgame.chosen", "Chosen"))
					b.SetIcon(theme.RadioButtonCheckedIcon())
				}
			}
		}
		box.Add(widget.NewLabelWithStyle(tr(st.TitleWords), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		box.Add(note(tr(st.WhyWords)))
		for _, on := range []bool{st.Default, !st.Default} {
			on := on
			text := tr(st.OffWords)
			if on {
				text = tr(st.OnWords)
			}
			b := kit.NewButton(lang.X("mall.newgame.choose", "Choose"), nil, func() { _ = o.Set(st.Key, on); mark() })
			b.Min = fyne.NewSize(120, kit.MinTouch)
			choices = append(choices, b)
			box.Add(container.NewBorder(nil, nil, b, nil, note(capitalizeFirst(text)+".")))
		}
		mark()
	}
	return box
}
