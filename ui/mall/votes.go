package mall

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	mh "hordekeeper/engine/mallofhorror"

	"hordekeeper/ui/kit"
)

// truckInputs: the Parking's vote, then whom the winner gives a card to.
func (v *mallSteps) truckInputs(st mh.State) {
	winner := v.truckWinner
	if st.Searcher != mh.NoWinner {
		winner = st.Searcher
	}
	if winner >= 0 && st.Deck >= 2 {
		w := st.Players[winner]
		v.inputs.Add(heading(lang.X("mall.votes.give", "{{.Player}} looks at the top three cards, keeps one, slides one under the deck and gives one away: to whom?", map[string]any{"Player": label(w)})))
		grid := kit.NewFitGrid(2)
		for seat, p := range st.Players {
			seat := seat
			if seat == winner {
				continue
			}
			grid.Add(button(lang.X("mall.votes.giveTo", "Give to {{.Player}}", map[string]any{"Player": shortLabel(p)}), false, func() {
				v.act(mh.TruckSearch{Winner: winner, GiveTo: seat})
			}))
		}
		v.inputs.Add(grid)
		if st.Searcher == mh.NoWinner {
			v.inputs.Add(button(lang.X("mall.votes.back", "Back to the vote"), false, func() { v.choose(func() { v.truckWinner = -2 }) }))
		}
		return
	}
	vote, ok := st.CurrentVote()
	if !ok {
		return
	}
	n0 := len(v.inputs.Objects)
	v.voteInputs(st, vote, lang.XN("mall.votes.truck", "The Parking votes: who searches the truck? ({{.Count}} cards left)", st.Deck, map[string]any{"Count": st.Deck}))
	defer v.resultsFirst(n0, len(v.inputs.Objects))
	v.inputs.Add(note(lang.X("mall.votes.result", "The result the table counted:")))
	grid := kit.NewFitGrid(2)
	for _, seat := range vote.Candidates {
		seat := seat
		if st.Deck == 1 {
			grid.Add(v.offer(button(won(st.Players[seat]), false, func() {
				v.act(mh.TruckSearch{Winner: seat, GiveTo: mh.NoWinner})
			}), st.Check(mh.TruckSearch{Winner: seat, GiveTo: mh.NoWinner})))
			continue
		}
		grid.Add(button(won(st.Players[seat]), false, func() {
			v.choose(func() { v.truckWinner = seat })
		}))
	}
	v.inputs.Add(grid)
	if st.MayTie() { // a single colour there always wins
		v.inputs.Add(v.offer(button(lang.X("mall.votes.tiedTruck", "Tied twice: nobody searches"), false, func() {
			v.act(mh.TruckSearch{Winner: mh.NoWinner, GiveTo: mh.NoWinner})
		}), st.Check(mh.TruckSearch{Winner: mh.NoWinner, GiveTo: mh.NoWinner})))
	}
}

// electionInputs: the Security HQ's vote.
func (v *mallSteps) electionInputs(st mh.State) {
	vote, ok := st.CurrentVote()
	if !ok {
		return
	}
	n0 := len(v.inputs.Objects)
	v.voteInputs(st, vote, lang.X("mall.votes.election", "The Security HQ votes: who is the new Chief of Security?"))
	defer v.resultsFirst(n0, len(v.inputs.Objects))
	v.inputs.Add(note(lang.X("mall.votes.result", "The result the table counted:")))
	grid := kit.NewFitGrid(2)
	for _, seat := range vote.Candidates {
		seat := seat
		grid.Add(v.offer(button(won(st.Players[seat]), false, func() {
			v.act(mh.ElectChief{Winner: seat})
		}), st.Check(mh.ElectChief{Winner: seat})))
	}
	v.inputs.Add(grid)
	if st.MayTie() { // a single colour there always wins
		v.inputs.Add(v.offer(button(lang.X("mall.votes.tiedChief", "Tied twice: {{.Player}} stays Chief", map[string]any{"Player": shortLabel(st.Players[st.Chief])}), false, func() {
			v.act(mh.ElectChief{Winner: mh.NoWinner})
		}), st.Check(mh.ElectChief{Winner: mh.NoWinner})))
	}
}

// resultsFirst puts the result buttons (added from index n1 on) right
// under the vote's heading (at n0), before the wheels of each seat (n0+1
// to n1): the winner's button is in view without a scroll, and the seat
// by seat count follows for a table that wants it.
// won is a vote's result button: "Ann (R) won".
func won(p mh.Player) string {
	return lang.X("mall.votes.won", "{{.Player}} won", map[string]any{"Player": shortLabel(p)})
}

func (v *mallSteps) resultsFirst(n0, n1 int) {
	objs := v.inputs.Objects
	if n1 <= n0 || n1 > len(objs) {
		return
	}
	out := append([]fyne.CanvasObject(nil), objs[:n0+1]...)
	out = append(out, objs[n1:]...)
	out = append(out, objs[n0+1:n1]...)
	v.inputs.Objects = out
}
