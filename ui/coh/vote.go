package coh

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// cohVote is a vote being pointed at the place being resolved: who each
// player points at, the first player's tie-break and the victim chosen.
type cohVote struct {
	kind    ch.VoteKind
	ballots map[ch.Colour]ch.Colour
	tie     ch.Colour
	victim  ch.Role
}

// openVote starts the vote the step holds: the attack's or the sharing's.
func (v *cohVotes) openVote() {
	k := ch.VoteAttack
	if v.state().Step == ch.StepSharing {
		k = ch.VoteSharing
	}
	v.vote, v.page = &cohVote{kind: k, ballots: map[ch.Colour]ch.Colour{}}, "vote"
	v.render()
}

// voteScreen shows each player's weight at the place and takes one tap a
// player for whom they point at; the app counts, asks the first player to
// break a tie, asks the loser which character is eaten, and applies it.
func (v *cohVotes) voteScreen() fyne.CanvasObject {
	st := v.state()
	vt := v.vote
	l := st.ResolvingLoc()
	at := with(engine.Args{"Place": cohTitle(st.Boards[l].Building)})
	heading := lang.X("coh.vote.attackTitle", "Vote at {{.Place}}: who loses a character", at)
	if vt.kind == ch.VoteSharing {
		heading = lang.X("coh.vote.shareTitle", "Vote at {{.Place}}: who hands out the supplies", at)
	}
	if p, ok := st.SoleChooser(l, vt.kind); ok {
		return v.soleScreen(st, l, p)
	}
	box := container.NewVBox(cohHeading(heading),
		cohSmall(lang.X("coh.vote.how", "Everyone points at a player at the same time. Tap, for each player, the player they point at: the last tap counts the votes.")),
		// Kept for the whole vote: a line that went away would move every row under the finger.
		cohSmall(lang.X("coh.vote.until", "Until the votes are counted, anyone may still play a card or a power: tap Back to do it on the city.")))
	var cands []ch.Colour
	for _, p := range cohSeats(st) {
		for _, c := range st.At(l) {
			if c.Owner == p && (vt.kind == ch.VoteSharing || !c.Hidden) {
				cands = append(cands, p)
				break
			}
		}
	}
	weights := st.VoteWeights(l)
	seat := func(p ch.Colour) int { return slices.Index(cohSeats(st), p) }
	slices.SortStableFunc(weights, func(x, y ch.VoteWeight) int { return seat(x.Player) - seat(y.Player) })
	for _, w := range weights {
		row := kit.NewFitGrid(max(len(cands), 1))
		for _, c := range cands {
			b := kit.NewButton(cohLabel(st, c), nil, func() {
				if v.vote != vt {
					return // a second quick tap lands after the vote was counted
				}
				vt.ballots[w.Player] = c
				vt.tie, vt.victim = "", ""
				v.countIfDone()
			})
			if vt.ballots[w.Player] == c {
				b.Importance = widget.HighImportance
			}
			row.Add(b)
		}
		head := container.NewBorder(nil, nil, kit.Swatch(string(w.Player), cohLetter(w.Player), 30), nil, widget.NewLabel(lang.X("coh.vote.pointsAt", "{{.Weight}}, points at:", map[string]any{"Weight": translations.T(w.Words)})))
		box.Add(container.NewVBox(head, row))
	}
	res, err := st.Vote(l, vt.kind, vt.ballots, vt.tie)
	// What is asked after the count (a tie, the victim) stands above Back,
	// in sight, whatever the scroll: the rows above it do not move.
	ask := container.NewVBox()
	switch {
	case err != nil:
		if len(vt.ballots) > 0 {
			box.Add(cohSmall(cohSentence(translations.Err(err))))
		}
	case res.NeedsTieBreak:
		ask.Add(cohHeading(translations.T(res.Words)))
		row := kit.NewFitGrid(len(res.Tied))
		for _, p := range cohInSeats(st, res.Tied) {
			row.Add(kit.NewButton(cohLabel(st, p), nil, func() { vt.tie = p; v.countIfDone() }))
		}
		ask.Add(container.NewVBox(widget.NewLabel(lang.X("coh.vote.tie", "{{.Player}}, first player, breaks the tie:", map[string]any{"Player": cohLabel(st, st.FirstPlayer)})), row))
	default:
		ask.Add(cohHeading(translations.T(res.Words)))
		if vt.kind == ch.VoteAttack {
			v.victimRow(ask, st, l, res.Winner)
		}
	}
	back := kit.NewButton(lang.X("coh.vote.back", "Back"), theme.NavigateBackIcon(), func() { v.vote, v.page = nil, ""; v.render() })
	if err == nil {
		// Counted: "It is forbidden to play Action cards, or use character
		// powers right after a vote". Back stays where it was, greyed.
		back.Refuse(lang.X("coh.vote.counted", "the votes are counted: no card or power right after a vote; finish the vote here"), v.tellRefusal)
	}
	bottom := container.NewPadded(container.NewVBox(ask, back))
	body := container.NewBorder(nil, bottom, nil, nil, kit.NewVScroll(container.NewPadded(box)))
	return container.NewBorder(v.a.playBar(lang.X("coh.vote.title", "Vote at {{.Place}}", at), v.undoBar(v.undoNow())...), v.noticeBar(), nil, nil, body)
}

// victimRow asks the player who lost the vote which of their characters
// there is eaten, when they have more than one that can be.
func (v *cohVotes) victimRow(box *fyne.Container, st *ch.State, l ch.Loc, loser ch.Colour) {
	var cands []ch.Character
	for _, c := range st.At(l) {
		if c.Owner == loser && !c.Hidden {
			cands = append(cands, c)
		}
	}
	if len(cands) < 2 {
		return
	}
	row := kit.NewFitGrid(len(cands))
	for _, c := range cands {
		b := kit.NewButton(cohRole(c.Role), nil, func() {
			if v.vote != nil {
				v.vote.victim = c.Role
				v.countIfDone()
			}
		})
		if v.vote.victim == c.Role {
			b.Importance = widget.HighImportance
		}
		row.Add(b)
	}
	box.Add(container.NewVBox(widget.NewLabel(lang.X("coh.vote.chooses", "{{.Player}} chooses who is eaten:", map[string]any{"Player": cohLabel(st, loser)})), row))
}

// countIfDone counts the vote as soon as nothing is left to ask: every
// player has pointed, a tie is broken, the victim is known. Its undo waits
// in the message bar.
func (v *cohVotes) countIfDone() {
	vt := v.vote
	if vt == nil {
		return // a late tap on a vote already counted
	}
	act := ch.CastVotes{At: v.state().ResolvingLoc(), Vote: vt.kind, Ballots: vt.ballots, TieBreak: vt.tie, Victim: vt.victim}
	if _, err := v.try(act); err != nil {
		v.render()
		return
	}
	v.castVotes()
}

// castVotes hands the vote to the engine, which counts and applies it;
// the game then moves on by itself (a sharing vote to who gets what).
func (v *cohVotes) castVotes() {
	vt := v.vote
	act := ch.CastVotes{At: v.state().ResolvingLoc(), Vote: vt.kind, Ballots: vt.ballots, TieBreak: vt.tie, Victim: vt.victim}
	v.vote, v.page = nil, ""
	if !v.do(act) {
		v.vote, v.page = vt, "vote"
		v.render()
	}
}
