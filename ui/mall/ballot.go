package mall

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// voteInputs is the vote helper: each seat's say in the vote being held
// (the engine's weights: a Gunman's extra vote, hidden characters' none,
// Threats, the outsiders' single vote in a re-vote), one tap per seat for
// the colour their wheel shows, and the count, which the app makes and
// applies. Each seat's Threat sits in its row, before the vote.
func (v *mallSteps) voteInputs(st mh.State, vote mh.Vote, title string) {
	n := len(st.Players)
	if len(v.ballots) != n {
		v.ballots = make([]int, n)
		for i := range v.ballots {
			v.ballots[i] = mh.NoVote
		}
	}
	if title != "" {
		if vote.Second {
			title = lang.X("mall.ballot.revote", "{{.Title}} (re-vote)", map[string]any{"Title": title})
		}
		v.inputs.Add(heading(title))
	}
	if len(vote.Candidates) == 1 {
		// Nothing to vote on: the wheels, the Threats would change nothing.
		only := vote.Candidates[0]
		ballots := make([]int, n)
		for seat, w := range vote.Weights {
			ballots[seat] = mh.NoVote
			if w.Present {
				ballots[seat] = only
			}
		}
		b := kit.NewPrimaryButton(lang.X("mall.ballot.only", "Only {{.Player}} is possible: go on", map[string]any{"Player": shortLabel(st.Players[only])}), nil, func() { // no icon: a long name still fits a phone
			v.act(mh.CountVote{Ballots: ballots})
		})
		v.action.Add(v.offer(b, st.Check(mh.CountVote{Ballots: ballots})))
		return
	}
	reveal := lang.X("mall.ballot.reveal", "Reveal the wheels, then tap the colour each one shows.")
	worst := threatened(st, vote)
	v.inputs.Add(reservedNote(strings.TrimSpace(reveal+" "+extraVotes(st, vote)), strings.TrimSpace(reveal+" "+extraVotes(st, worst))))
	// One line per voter, so that every voter and the count fit a tablet's
	// screen: who and how many votes, their wheel, their Threat. The tapped
	// colour stands out; nothing else in the row changes.
	// The heads on one line when every row fits, else on two, else the
	// wheel goes under its head; every row alike, so the wheels align. The
	// heads and the explanation keep the room a Threat may need.
	sep := []string{": ", ":\n", ":\n"}
	for i, s := range sep {
		if rows, fits := v.voterRows(st, vote, worst, s, i == 2); fits || i == 2 {
			for seat, row := range rows {
				v.inputs.Add(playerRow(st.Players[seat], row))
			}
			break
		}
	}
	ballots := append([]int(nil), v.ballots...)
	count := kit.NewPrimaryButton(lang.X("mall.ballot.count", "Count the votes"), theme.ConfirmIcon(), func() {
		v.act(mh.CountVote{Ballots: ballots})
	})
	v.action.Add(v.offer(count, st.Check(mh.CountVote{Ballots: ballots})))
}

// threatened is the vote as it would be with every Threat its voters may
// play played: a voter's Threats and the cards in their hand, three at
// most (the deck's). A Threat moves a card from the hand to the Threats,
// so this stays the same all through the vote, as the room it keeps must:
// asking the engine which Threats may still be played shrank it when the
// deck's last was played, and the rows moved up under a finger.
func threatened(st mh.State, vote mh.Vote) mh.Vote {
	s := st
	s.Threats = make([]int, len(st.Players))
	copy(s.Threats, st.Threats)
	for seat := range s.Threats {
		if seat < len(vote.Weights) && vote.Weights[seat].Votes > 0 {
			s.Threats[seat] = max(s.Threats[seat], min(3, st.Threats[seat]+st.Players[seat].Hand))
		}
	}
	if w, ok := s.CurrentVote(); ok && len(w.Weights) == len(vote.Weights) {
		return w
	}
	return vote
}

// voterRows lays out each seat's row: its head ("Ann (R): 2 votes", the
// name and count split by sep), its Threat, its wheel; stacked puts the
// wheel under the head. fits tells whether every row fits the side panel.
func (v *mallSteps) voterRows(st mh.State, vote, worst mh.Vote, sep string, stacked bool) ([]fyne.CanvasObject, bool) {
	heads := make([]*widget.Label, len(st.Players))
	var wide float32
	for seat := range st.Players {
		heads[seat] = widget.NewLabel(voterText(st, seat, vote.Weights[seat], sep))
		wide = max(wide, heads[seat].MinSize().Width, widget.NewLabel(voterText(st, seat, worst.Weights[seat], sep)).MinSize().Width)
	}
	rows := make([]fyne.CanvasObject, len(st.Players))
	fits := true
	for seat := range st.Players {
		seat := seat
		head := heads[seat]
		threat := v.offerCard(button(tr(mh.Threat.Words()), false, func() {
			v.act(mh.PlayCard{Player: seat, Card: mh.Threat})
		}), st, mh.PlayCard{Player: seat, Card: mh.Threat})
		threat.Min = fyne.NewSize(84, kit.MinTouch)
		who := container.NewHBox(container.NewGridWrap(fyne.NewSize(wide, head.MinSize().Height), head), midHeight(threat))
		wheel := v.ballotRow(st, vote, seat)
		fits = fits && who.MinSize().Width+wheel.MinSize().Width+theme.Padding() <= v.sideWidth()
		rows[seat] = container.NewBorder(nil, nil, who, nil, wheel)
		if stacked {
			rows[seat] = container.NewBorder(who, nil, nil, nil, wheel)
		}
	}
	return rows, fits
}

// ballotRow is one seat's wheel: a button per colour that may be voted
// for, or why the seat has no vote.
func (v *mallSteps) ballotRow(st mh.State, vote mh.Vote, seat int) fyne.CanvasObject {
	if w := vote.Weights[seat]; w.Votes == 0 {
		why := widget.NewLabel(capitalizeFirst(tr(w.WhyWords)))
		why.Wrapping = fyne.TextWrapWord
		return why
	}
	grid := kit.NewFitGrid(max(len(vote.Candidates), 2))
	for _, c := range vote.Candidates {
		c := c
		grid.Add(button(shortLabel(st.Players[c]), v.ballots[seat] == c, func() {
			v.choose(func() {
				if v.ballots[seat] == c && !vote.Weights[seat].Present {
					v.ballots[seat] = mh.NoVote // an outsider may let a re-vote pass
				} else {
					v.ballots[seat] = c
				}
			})
		}))
	}
	return grid
}

// extraVotes names the votes that are not one per character (a Gunman's,
// a Threat's, an outsider's in a re-vote), or the characters that do not
// vote: " Cy (G): 1 character, +1 for the Gunman."
func extraVotes(st mh.State, vote mh.Vote) string {
	out := ""
	for seat, w := range vote.Weights {
		if strings.Contains(w.Why, "+") || strings.Contains(w.Why, "re-vote") || strings.Contains(w.Why, "hidden") {
			out += " " + lang.X("mall.ballot.extra", "{{.Player}}: {{.Weight}}.", map[string]any{"Player": label(st.Players[seat]), "Weight": weightText(w)})
		}
	}
	return strings.TrimSpace(out)
}

// sideWidth is about how wide a row of the side panel may be: its share of
// a landscape window, a portrait window's width, less the swatch, the
// paddings and the scroll bar.
func (v *mallSteps) sideWidth() float32 {
	s := v.h.Window().Canvas().Size()
	if !kit.Portrait(s) {
		s.Width *= 1 - splitRatio
	}
	return s.Width - 40 - 8*theme.Padding()
}

// voterText heads a voter's row beside their swatch, which shows the
// colour: "Ann: 2 votes", or with sep ":\n" on two lines; the colour's
// letter joins names that read alike once shortened.
func voterText(st mh.State, seat int, w mh.Weight, sep string) string {
	name := shorten(st.Players[seat].Name, nameRunes)
	for other, p := range st.Players {
		if other != seat && shorten(p.Name, nameRunes) == name {
			name = label(st.Players[seat])
		}
	}
	if w.Votes == 0 {
		return name + sep + lang.X("mall.ballot.noVote", "no vote")
	}
	return name + sep + votes(w.Votes)
}

// weightText says a seat's votes: "2 votes (1 character, +1 for the
// Gunman)", or "no vote (hidden characters do not vote)".
func weightText(w mh.Weight) string {
	if w.Votes == 0 {
		return lang.X("mall.ballot.noVoteWhy", "no vote ({{.Why}})", map[string]any{"Why": tr(w.WhyWords)})
	}
	return lang.XN("mall.ballot.votesWhy", "{{.Count}} votes ({{.Why}})", w.Votes, map[string]any{"Count": w.Votes, "Why": tr(w.WhyWords)})
}

// tieInputs lets the table enter a second vote it counted itself that
// tied: the tied colours (the re-vote's by default), then the lot among
// them only.
func (v *mallSteps) tieInputs(st mh.State, vote mh.Vote) {
	if len(v.tied) == 0 {
		for _, c := range st.Tied {
			v.tied[c] = true
		}
	}
	v.inputs.Add(note(lang.X("mall.ballot.tied", "The second vote tied? Tap the colours that tied, then draw one by lot:")))
	grid := kit.NewFitGrid(max(len(vote.Candidates), 2))
	var tied []int
	for _, c := range vote.Candidates {
		c := c
		if v.tied[c] {
			tied = append(tied, c)
		}
		grid.Add(button(lang.X("mall.ballot.tiedPlayer", "Tied: {{.Player}}", map[string]any{"Player": shortLabel(st.Players[c])}), v.tied[c], func() {
			v.choose(func() { v.tied[c] = !v.tied[c] })
		}))
	}
	v.inputs.Add(grid)
	lot := button(lang.X("mall.ballot.lot", "Draw by lot among the tied"), false, func() { v.act(mh.TieBreak{Tied: tied}) })
	v.inputs.Add(v.offer(lot, st.Check(mh.TieBreak{Tied: tied})))
}
