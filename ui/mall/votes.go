package mall

import (
	"fmt"

	"fyne.io/fyne/v2/container"

	mh "hordekeeper/engine/mallofhorror"
)

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

// threats offers a Threat card (one more vote) to every player still in
// the game who holds a card.
func (v *view) threats(st mh.State, seats []int) {
	grid := container.NewGridWithColumns(2)
	for _, seat := range seats {
		seat := seat
		p := st.Players[seat]
		if p.Hand == 0 || st.Eliminated(seat) {
			continue
		}
		grid.Add(button(p.Label()+": Threat", false, func() {
			v.act(mh.PlayCard{Player: seat, Card: mh.Threat})
		}))
	}
	if len(grid.Objects) > 0 {
		v.inputs.Add(note("Before the vote, from the Chief: a Threat card adds a vote."))
		v.inputs.Add(grid)
	}
}

func allSeats(st mh.State) []int {
	out := make([]int, len(st.Players))
	for i := range out {
		out[i] = i
	}
	return out
}

// truckInputs: the Parking's vote, then whom the winner gives a card to.
func (v *view) truckInputs(st mh.State) {
	if v.truckWinner >= 0 && st.Deck >= 2 {
		w := st.Players[v.truckWinner]
		v.inputs.Add(heading(fmt.Sprintf("%s keeps one card and slides one under the deck. Who gets the card they give?", w.Label())))
		grid := container.NewGridWithColumns(2)
		for seat, p := range st.Players {
			seat := seat
			if seat == v.truckWinner {
				continue
			}
			grid.Add(button(p.Label(), false, func() {
				v.act(mh.TruckSearch{Winner: v.truckWinner, GiveTo: seat})
			}))
		}
		v.inputs.Add(grid)
		v.inputs.Add(button("Back to the vote", false, func() { v.choose(func() { v.truckWinner = -2 }) }))
		return
	}
	v.inputs.Add(heading(fmt.Sprintf("The Parking votes: who searches the truck? (%d cards left)", st.Deck)))
	grid := container.NewGridWithColumns(2)
	for _, seat := range seatsIn(st, mh.Parking) {
		seat := seat
		grid.Add(button(st.Players[seat].Label(), false, func() {
			if st.Deck == 1 {
				v.act(mh.TruckSearch{Winner: seat, GiveTo: mh.NoWinner})
				return
			}
			v.choose(func() { v.truckWinner = seat })
		}))
	}
	grid.Add(button("Tied twice: nobody", false, func() {
		v.act(mh.TruckSearch{Winner: mh.NoWinner, GiveTo: mh.NoWinner})
	}))
	v.inputs.Add(grid)
	v.threats(st, allSeats(st))
}

// electionInputs: the Security HQ's vote.
func (v *view) electionInputs(st mh.State) {
	v.inputs.Add(heading("The Security HQ votes: who is the new Chief of Security?"))
	grid := container.NewGridWithColumns(2)
	for _, seat := range seatsIn(st, mh.SecurityHQ) {
		seat := seat
		grid.Add(button(st.Players[seat].Label(), false, func() {
			v.act(mh.ElectChief{Winner: seat})
		}))
	}
	grid.Add(button(fmt.Sprintf("Tied twice: %s stays", st.Players[st.Chief].Label()), false, func() {
		v.act(mh.ElectChief{Winner: mh.NoWinner})
	}))
	v.inputs.Add(grid)
	v.threats(st, allSeats(st))
}
