package escape

import (
	"fyne.io/fyne/v2/lang"

	esc "hordekeeper/engine/escape"
	"hordekeeper/engine/store"
	"hordekeeper/ui/internal/life"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// viewOnly tells whether the game on show is only looked at.
func (v *view) viewOnly() bool { _, ok := v.session.(life.Shown[esc.State]); return ok }

// muted is the host of a game only looked at: its soundtrack never sounds.
type muted struct{ Host }

func (muted) Sound() bool { return false }

// Past reads an Escape game that is over (its file in the games folder st,
// only read) for the list of past games: its survivors, and whether they
// escaped or lost with the time and dice left; or, left unfinished, how
// much time it had left.
func Past(st *store.Store, path string) (kit.Past, error) {
	s, err := store.View[esc.State](st, esc.Rules{}, path)
	if err != nil {
		return kit.Past{}, err
	}
	return pastOf(s.State()), nil
}

// pastOf is Past's reading of the game's last position: the record reads
// it from the one replay it makes.
func pastOf(g esc.State) kit.Past {
	p := kit.Past{Result: lang.X("escape.past.stopped", "Not finished: {{.Moment}}", map[string]any{"Moment": momentText(g.Clock)})}
	if g.Clock == 0 {
		p.Result = lang.X("escape.past.notStarted", "Not finished: the soundtrack never started")
	}
	if o := g.Outcome; o.Over {
		p.Result = translations.T(o.TitleWords())
		if o.Played > 0 {
			p.Result += " · " + momentText(o.Played)
		}
		p.Result += " · " + lang.XN("escape.past.dice", "{{.Count}} dice left", o.DiceLeft, map[string]any{"Count": o.DiceLeft})
	}
	for i, pl := range g.Players {
		name := pl.Name
		if name == "" {
			name = defaultName(i)
		}
		p.Seats = append(p.Seats, kit.Seat{Name: name, Colour: pl.Colour.String()})
	}
	return p
}

// View shows an Escape game that is over on its last position, to look at
// only: its file is only read, its soundtrack and clock never start, every
// step is refused with why, and neither Undo, Redo nor Play again is
// offered.
func View(h Host, path string) error {
	seen, err := store.View[esc.State](h.Store(), esc.Rules{}, path)
	if err != nil {
		return err
	}
	s := life.Shown[esc.State]{Session: seen}
	at, err := whereItStood(s, nil)
	if err != nil {
		return err
	}
	v, err := newView(muted{h}, s, at.track)
	if err != nil {
		return err
	}
	h.Show(v.content())
	v.restoreLog(at.elapsed)
	if !s.State().Outcome.Over {
		// Not "Tap Start": nothing starts here.
		v.captionNow = nil
		v.caption.SetText(lang.X("escape.past.refused", "This game is over and only shown here."))
		if at.started {
			v.caption.SetText(lang.X("escape.past.stoppedAt", "This game stopped with {{.Moment}}.", map[string]any{"Moment": momentText(at.elapsed)}))
		}
	}
	return nil
}
