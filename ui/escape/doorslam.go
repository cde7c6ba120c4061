package escape

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	esc "hordekeeper/engine/escape"
	"hordekeeper/timers"
	"hordekeeper/ui/kit"
)

// doorSlamDialog asks, when the door slams, who did not make it back (phase
// 1), or whether the van was back (phase 2, second countdown).
type doorSlamDialog struct {
	popup   *widget.PopUp
	missed  []bool
	toggles []*kit.Button
	record  *kit.Button
	vanNo   *kit.Button
}

func (v *view) askDoorSlam(countdown int) {
	st := v.session.State()
	if st.Outcome.Over {
		return
	}
	v.clearFlash()
	d := &doorSlamDialog{missed: make([]bool, len(st.Players))}
	title := canvas.NewText(fmt.Sprintf("The door slams: countdown %d is over.", countdown), color.White)
	title.TextSize = 32
	title.TextStyle.Bold = true
	title.Alignment = fyne.TextAlignCenter
	band := canvas.NewRectangle(flashColour(timers.KindDoorSlam))
	body := container.NewVBox(container.NewStack(band, container.NewPadded(title)))
	close := func() { d.popup.Hide(); v.slam = nil }
	switch {
	case st.Phase == esc.Collect:
		body.Add(widget.NewLabelWithStyle("Who did not make it back to the church? Each one loses a die.", fyne.TextAlignCenter, fyne.TextStyle{}))
		grid := container.NewGridWithColumns(2)
		for i, p := range st.Players {
			i, p := i, p
			var b *kit.Button
			b = kit.NewButton("", nil, func() {
				d.missed[i] = !d.missed[i]
				d.label(i, p, b)
			})
			b.Min = fyne.NewSize(260, 96)
			d.label(i, p, b)
			d.toggles = append(d.toggles, b)
			grid.Add(container.NewBorder(nil, nil, colourSwatch(p.Colour.String(), p.Colour.Letter()), nil, b))
		}
		body.Add(grid)
		d.record = kit.NewButton("Record", theme.ConfirmIcon(), func() {
			var seats []int
			for i, m := range d.missed {
				if m {
					seats = append(seats, i)
				}
			}
			close()
			v.act(esc.MissedReturn{Players: seats, Countdown: countdown}, nil)
		})
	case countdown == 2:
		body.Add(widget.NewLabelWithStyle("Phase 2: was the van back at the church? If not, every survivor loses a die.", fyne.TextAlignCenter, fyne.TextStyle{}))
		d.vanNo = kit.NewButton("No: everyone loses a die", theme.CancelIcon(), func() {
			close()
			v.act(esc.VanMissed{Countdown: 2}, nil)
		})
		d.vanNo.Min = fyne.NewSize(260, 72)
		body.Add(d.vanNo)
		d.record = kit.NewButton("Yes, the van was back", theme.ConfirmIcon(), func() {
			close()
			v.act(esc.MissedReturn{Countdown: 2}, nil)
		})
	default:
		body.Add(widget.NewLabelWithStyle("Phase 2: the survivors ride the van together; nobody loses a die now.", fyne.TextAlignCenter, fyne.TextStyle{}))
		d.record = kit.NewButton("OK", theme.ConfirmIcon(), func() {
			close()
			v.act(esc.MissedReturn{Countdown: countdown}, nil)
		})
	}
	d.record.Importance = widget.HighImportance
	d.record.Min = fyne.NewSize(260, 72)
	body.Add(container.NewCenter(d.record))
	d.popup = widget.NewModalPopUp(container.NewPadded(body), v.h.Window().Canvas())
	d.popup.Show()
	v.slam = d
}

func (d *doorSlamDialog) label(i int, p esc.Player, b *kit.Button) {
	if d.missed[i] {
		b.SetText(fmt.Sprintf("%s (%s): NOT back, loses a die", p.Name, p.Colour.Letter()))
		b.Importance = widget.DangerImportance
	} else {
		b.SetText(fmt.Sprintf("%s (%s): made it back", p.Name, p.Colour.Letter()))
		b.Importance = widget.MediumImportance
	}
	b.Refresh()
}

// askEnd asks, at the zombie cry, whether the van reached a cleared exit.
func (v *view) askEnd() {
	if v.session.State().Outcome.Over {
		return
	}
	v.clearFlash()
	var pop *widget.PopUp
	won := kit.NewButton("Yes: we escaped!", theme.ConfirmIcon(), func() { pop.Hide(); v.act(esc.ReachExit{}, nil) })
	lost := kit.NewButton("No: time is up", theme.CancelIcon(), func() { pop.Hide(); v.act(esc.TimeUp{}, nil) })
	won.Importance = widget.HighImportance
	q := widget.NewLabelWithStyle("The zombie cry: did the van reach the exit and clear it?", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	pop = widget.NewModalPopUp(container.NewPadded(container.NewVBox(q, container.NewGridWithColumns(2, won, lost))), v.h.Window().Canvas())
	pop.Show()
}

// colourSwatch is a colour square with the colour's letter on it.
func colourSwatch(colour, letter string) fyne.CanvasObject {
	sw := canvas.NewRectangle(kit.PlayerColour(colour))
	sw.SetMinSize(fyne.NewSize(48, 48))
	sw.CornerRadius = 8
	l := canvas.NewText(letter, theme.Color(theme.ColorNameBackground))
	l.TextStyle.Bold = true
	l.TextSize = 24
	l.Alignment = fyne.TextAlignCenter
	return container.NewStack(sw, container.NewCenter(l))
}
