package mall

import (
	"sort"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
)

// attackInputs: the attack under way (why the zombies get in), the cards
// the players there may play before each vote, the vote helper, and the
// victim the table chose. In the Parking every zombie feeds: one vote a
// victim, with cards before each.
func (v *mallSteps) attackInputs(st mh.State) {
	l := st.AttackAt
	if !l.Valid() {
		return
	}
	av := st.Attack(l)
	// The reason names the place: the heading does not say it twice. It
	// keeps the room of its words with one or two more Hardware cards, so
	// that a Hardware played moves no card button down (it did, 26 px, in
	// German: "und 1 Werkzeug-Karte" took a line).
	headText := func(av mh.AttackView) string {
		return lang.X("mall.attack.head", "Zombie attack: {{.Why}}.", map[string]any{"Why": tr(av.WhyWords)})
	}
	head := heading(headText(av))
	ghost := heading(headText(av))
	if l != mh.Parking {
		for more := 1; more <= 2; more++ {
			s := st
			s.Hardware[l] += more
			if t := headText(s.Attack(l)); len([]rune(t)) > len([]rune(ghost.Text)) {
				ghost.Text = t
			}
		}
	}
	ghost.Hide()
	v.inputs.Add(container.New(reserveLayout{}, head, ghost))

	if st.AwaitsResolve() {
		// The cards left no victim: the others there may still play
		// theirs; the table then goes on explicitly.
		v.attackCards(st, l)
		b := kit.NewPrimaryButton(lang.X("mall.attack.resolve", "No more cards: resolve the attack"), theme.NavigateNextIcon(), func() { v.act(mh.ResolveAttack{}) })
		v.action.Add(v.offer(b, st.Check(mh.ResolveAttack{})))
		return
	}
	if st.TieColour >= 0 {
		v.inputs.Add(playerRow(st.Players[st.TieColour], heading(lang.X("mall.attack.chooses", "{{.Player}} chooses which of their characters is eaten:", map[string]any{"Player": label(st.Players[st.TieColour])}))))
		v.victims(st, av, st.TieColour)
		return
	}
	vote, ok := st.CurrentVote()
	if !ok {
		return
	}
	if key := attackKey(st); !vote.Second && v.cardsDone != key {
		// Cards first, every player there in turn; then the vote.
		v.attackCards(st, l)
		b := kit.NewPrimaryButton(lang.X("mall.attack.toVote", "No more cards: vote for the victim"), theme.NavigateNextIcon(), func() {
			v.choose(func() { v.cardsDone = key })
		})
		v.action.Add(b)
		return
	}
	// One heading for the attack and its vote, to keep every voter in
	// sight.
	title := lang.X("mall.attack.vote", "Vote: whose character do the zombies eat?")
	if st.VictimsDue > 1 {
		title = lang.X("mall.attack.voteOf", "Vote for victim {{.Victim}} of {{.Due}}: whose character is eaten?", map[string]any{"Victim": st.Eaten + 1, "Due": st.VictimsDue})
	}
	if vote.Second {
		title = lang.X("mall.attack.revote", "{{.Title}} (re-vote)", map[string]any{"Title": title})
	}
	head.SetText(head.Text + " " + title)
	ghost.SetText(ghost.Text + " " + title)
	v.voteInputs(st, vote, "")
	if len(vote.Candidates) < 2 {
		return // one colour: no vote to enter by hand, no tie
	}
	v.inputs.Add(note(lang.X("mall.attack.orEnter", "Or enter the victim the table chose:")))
	v.victims(st, av, -1)
	v.tieInputs(st, vote)
}

// victims are the characters the zombies may eat (of one colour, or all
// when colour is -1).
func (v *mallSteps) victims(st mh.State, av mh.AttackView, colour int) {
	grid := kit.NewFitGrid(2)
	for _, r := range av.Choosable {
		r := r
		if colour >= 0 && r.Player != colour {
			continue
		}
		grid.Add(v.offer(button(charName(shortLabel(st.Players[r.Player]), r.Kind), false, func() {
			v.act(mh.Eat{Player: r.Player, Character: r.Kind})
		}), st.Check(mh.Eat{Player: r.Player, Character: r.Kind})))
	}
	v.inputs.Add(grid)
}

// attackCards offers, before each vote, the cards of the players in the
// attacked location: Hardware (never in the Parking, where it cannot
// hold), the weapons and a Hidden card for each character there. The
// engine says which may be played now; the others keep their place,
// greyed out with its reason.
func (v *mallSteps) attackCards(st mh.State, l mh.Location) {
	seats := seatsIn(st, l)
	if len(seats) == 0 {
		return
	}
	switch {
	case st.AwaitsResolve() && st.Eaten == 0 && !st.Attack(l).Enters:
		v.inputs.Add(note(lang.X("mall.attack.staysOutside", "The zombies now stay outside. The others there may still play cards, from the Chief clockwise; then tap “No more cards”.")))
	case st.AwaitsResolve():
		v.inputs.Add(note(lang.X("mall.attack.noVictimLeft", "No victim is left to vote for. The others there may still play cards, from the Chief clockwise; then tap “No more cards”.")))
	default:
		v.inputs.Add(note(lang.X("mall.attack.beforeVote", "Before the vote, each player there may play cards, from the Chief clockwise; then tap “No more cards”.")))
	}
	for _, seat := range fromChief(st, seats) {
		p := st.Players[seat]
		grid := kit.NewFitGrid(2)
		kinds := []mh.Card{mh.Weapon1, mh.Weapon2}
		if l != mh.Parking {
			kinds = append([]mh.Card{mh.Hardware}, kinds...)
		}
		for _, c := range kinds {
			grid.Add(v.cardButton(st, mh.PlayCard{Player: seat, Card: c}, tr(c.Words())))
		}
		for _, c := range st.CharactersOf(seat) {
			if c.Alive() && c.Location == l {
				grid.Add(v.cardButton(st, mh.PlayCard{Player: seat, Card: mh.Hidden, Character: c.Kind}, lang.X("mall.attack.hide", "Hide the {{.Kind}}", map[string]any{"Kind": kind(c.Kind)})))
			}
		}
		v.inputs.Add(playerRow(p, container.NewBorder(note(lang.XN("mall.attack.hand", "{{.Player}}: {{.Count}} cards", p.Hand, map[string]any{"Player": label(p), "Count": p.Hand})), nil, nil, nil, grid)))
	}
}

// cardButton plays one card; the engine says when it cannot be played.
func (v *mallSteps) cardButton(st mh.State, a mh.PlayCard, text string) *kit.Button {
	return v.offerCard(button(text, false, func() { v.act(a) }), st, a)
}

// attackKey names one victim's vote in an attack: the cards are offered
// again before each.
func attackKey(st mh.State) attackVote {
	return attackVote{st.Round, st.AttackAt, st.Eaten}
}

// attackVote is one victim's vote in an attack: the round, the place and
// how many were eaten there before.
type attackVote struct {
	Round int
	At    mh.Location
	Eaten int
}

// fromChief orders seats from the Chief clockwise.
func fromChief(st mh.State, seats []int) []int {
	n := len(st.Players)
	out := append([]int(nil), seats...)
	sort.SliceStable(out, func(i, j int) bool { return (out[i]-st.Chief+n)%n < (out[j]-st.Chief+n)%n })
	return out
}

// seatsIn lists the seats with a living character in a location.
func seatsIn(st mh.State, l mh.Location) []int {
	var out []int
	for seat := range st.Players {
		for _, r := range st.Occupants(l) {
			if r.Player == seat {
				out = append(out, seat)
				break
			}
		}
	}
	return out
}
