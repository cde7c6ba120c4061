package coh

import (
	"image"
	"image/color"
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hordekeeper/engine"
	ch "hordekeeper/engine/cityofhorror"
	"hordekeeper/ui/kit"
)

// cohWheel draws the zombie-leader wheel: six wedges clockwise in the
// board's colour order from the top, caches greyed, the leader token on
// its wedge and, during a Crossroads search, the wedge being looked at
// outlined.
type cohWheel struct {
	widget.BaseWidget
	order   []ch.Colour
	covered map[ch.Colour]bool
	leader  ch.Colour
	// looking is the wedge the search is at; empty outside a search.
	looking ch.Colour
	// onWedge is called with the wedge tapped (nil: the wheel is a picture).
	onWedge func(ch.Colour)
}

// Tapped finds the wedge under the finger and hands it to onWedge.
func (w *cohWheel) Tapped(e *fyne.PointEvent) {
	n := len(w.order)
	if w.onWedge == nil || n == 0 {
		return
	}
	s := w.Size()
	dx, dy := float64(e.Position.X-s.Width/2), float64(e.Position.Y-s.Height/2)
	if math.Hypot(dx, dy) > float64(fyne.Min(s.Width, s.Height))/2 {
		return
	}
	deg := math.Mod(math.Atan2(dy, dx)*180/math.Pi+90+360, 360)
	w.onWedge(w.order[min(int(deg/(360/float64(n))), n-1)])
}

func newCohWheel(order []ch.Colour, covered []ch.Colour, leader, looking ch.Colour) *cohWheel {
	w := &cohWheel{order: order, covered: map[ch.Colour]bool{}, leader: leader, looking: looking}
	for _, c := range covered {
		w.covered[c] = true
	}
	w.ExtendBaseWidget(w)
	return w
}

// CreateRenderer draws the wedges as one raster (any driver can paint it),
// with the letters and the token as objects on top.
func (w *cohWheel) CreateRenderer() fyne.WidgetRenderer {
	r := &wheelRenderer{w: w}
	r.raster = canvas.NewRaster(r.draw)
	r.raster.ScaleMode = canvas.ImageScaleSmooth
	for _, c := range w.order {
		t := canvas.NewText(cohLetter(c), kit.Ink(kit.PlayerColour(string(c))))
		if w.covered[c] {
			t.Text = "—"
		}
		t.TextStyle.Bold = true
		t.TextSize = 22
		t.Alignment = fyne.TextAlignCenter
		r.letters = append(r.letters, t)
	}
	r.token = canvas.NewCircle(color.NRGBA{0x15, 0x15, 0x15, 0xFF})
	r.token.StrokeColor = color.White
	r.token.StrokeWidth = 3
	r.tokenText = canvas.NewText("Z", color.White)
	r.tokenText.TextStyle.Bold = true
	r.tokenText.Alignment = fyne.TextAlignCenter
	return r
}

type wheelRenderer struct {
	w         *cohWheel
	raster    *canvas.Raster
	letters   []*canvas.Text
	token     *canvas.Circle
	tokenText *canvas.Text
}

func (r *wheelRenderer) wedgeIndex(c ch.Colour) int { return slices.Index(r.w.order, c) }

// polar places something at an angle (degrees clockwise from the top) and
// a share of the radius, around the centre of a square of side s.
func polar(s fyne.Size, deg, share float64) fyne.Position {
	side := math.Min(float64(s.Width), float64(s.Height))
	cx, cy := float64(s.Width)/2, float64(s.Height)/2
	rad := (deg - 90) * math.Pi / 180
	return fyne.NewPos(float32(cx+math.Cos(rad)*side/2*share), float32(cy+math.Sin(rad)*side/2*share))
}

func (r *wheelRenderer) Layout(s fyne.Size) {
	r.raster.Resize(s)
	r.raster.Move(fyne.NewPos(0, 0))
	n := float64(len(r.w.order))
	for i, t := range r.letters {
		p := polar(s, (float64(i)+0.5)*360/n, 0.5)
		ts := t.MinSize()
		t.Move(fyne.NewPos(p.X-ts.Width/2, p.Y-ts.Height/2))
		t.Resize(ts)
	}
	i := r.wedgeIndex(r.w.leader)
	tok := fyne.Min(s.Width, s.Height) * 0.16
	if i >= 0 {
		p := polar(s, (float64(i)+0.5)*360/n, 0.8)
		r.token.Move(fyne.NewPos(p.X-tok/2, p.Y-tok/2))
		r.token.Resize(fyne.NewSize(tok, tok))
		ts := r.tokenText.MinSize()
		r.tokenText.Move(fyne.NewPos(p.X-ts.Width/2, p.Y-ts.Height/2))
		r.tokenText.Resize(ts)
	}
}

func (r *wheelRenderer) MinSize() fyne.Size { return fyne.NewSize(200, 200) }

func (r *wheelRenderer) Refresh() {
	r.raster.Refresh()
	r.Layout(r.w.Size())
}

func (r *wheelRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.raster}
	for _, t := range r.letters {
		objs = append(objs, t)
	}
	return append(objs, r.token, r.tokenText)
}

func (r *wheelRenderer) Destroy() {}

// draw paints the wedges pixel by pixel: a disc cut into len(order)
// sectors, a thin gap between them, the searched wedge ringed in white.
func (r *wheelRenderer) draw(w, h int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	n := len(r.w.order)
	if n == 0 {
		return img
	}
	cx, cy := float64(w)/2, float64(h)/2
	rad := math.Min(cx, cy) - 2
	look := r.wedgeIndex(r.w.looking)
	grey := color.NRGBA{0x55, 0x55, 0x55, 0xFF}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			dx, dy := float64(x)-cx, float64(y)-cy
			d := math.Hypot(dx, dy)
			if d > rad || d < rad*0.18 {
				continue
			}
			deg := math.Mod(math.Atan2(dy, dx)*180/math.Pi+90+360, 360)
			i := int(deg / (360 / float64(n)))
			if i >= n {
				i = n - 1
			}
			// A gap of a few pixels between wedges keeps them apart.
			edge := math.Mod(deg, 360/float64(n))
			if edge*math.Pi/180*d < 2 {
				continue
			}
			var c color.Color = kit.PlayerColour(string(r.w.order[i]))
			if r.w.covered[r.w.order[i]] {
				c = grey
			}
			if i == look && (d > rad-10 || edge*math.Pi/180*d < 7 || (360/float64(n)-edge)*math.Pi/180*d < 7) {
				c = color.White
			}
			img.Set(x, y, c)
		}
	}
	return img
}

// wheelPanel is the wheel with its controls; during the Crossroads attack
// search is the leader's search, one wedge at a time, and steps the
// wedges looked at (both nil otherwise).
func (v *cohSide) wheelPanel() (wheel, search, steps fyne.CanvasObject) {
	st := v.state()
	sr := st.CrossroadsSearch()
	searching := st.Phase == ch.PhaseResolution && st.ResolvingLoc() == ch.CrossroadsLoc && st.Step == ch.StepAttack && !st.AttackDone && sr.Attack
	var looking ch.Colour
	if searching && v.searchShown > 0 {
		looking = sr.Steps[min(v.searchShown, len(sr.Steps))-1].Colour
	}
	wh := newCohWheel(st.Settings.Wheel, st.Covered(), st.Leader, looking)
	wh.onWedge = v.wedgeTapped
	head := cohHeading(lang.X("coh.wheel.leader", "Zombie leader on {{.Colour}} ({{.Letter}})", with(engine.Args{"Colour": st.Leader.Words(), "Letter": cohLetter(st.Leader)})))
	back := kit.NewButton(lang.X("coh.wheel.back", "Back"), theme.NavigateBackIcon(), func() { v.do(ch.StepLeader{Steps: -1}) })
	fwd := kit.NewButton(lang.X("coh.wheel.on", "On"), theme.NavigateNextIcon(), func() { v.do(ch.StepLeader{Steps: 1}) })
	set := kit.NewButton(lang.X("coh.wheel.set", "Set"), nil, v.chooseLeader)
	if searching {
		// A smaller wheel, without its controls, leaves the search in view.
		act, steps := v.searchPanel(sr)
		return container.NewVBox(head, container.NewCenter(container.NewGridWrap(fyne.NewSize(150, 150), wh))), act, steps
	}
	box := container.NewVBox(head, container.NewCenter(container.NewGridWrap(fyne.NewSize(220, 220), wh)), kit.NewFitGrid(3, back, fwd, set))
	return box, nil, nil
}

// wedgeTapped moves the zombie leader to a tapped wedge for a reason the
// rules allow (LeaderWedges, MoveLeader): a Flashlight from a hand, a
// rested Secret Agent, the Bank being used; the table says which.
func (v *cohSide) wedgeTapped(w ch.Colour) {
	st := v.state()
	var acts []ch.MoveLeader
	var cs []cohChoice
	for _, p := range st.TurnOrder() {
		for _, by := range []string{ch.BySecretAgent, ch.ByBank, ch.ByFlashlight} {
			m := ch.MoveLeader{Player: p, To: w, By: by}
			if _, err := v.try(m); err == nil {
				acts = append(acts, m)
				cs = append(cs, cohChoice{label: cohMoverText(cohLabel(st, p), by)})
			}
		}
	}
	if len(acts) == 0 {
		v.tellRefusal(lang.X("coh.wheel.nobodyCan", "Nobody can move the zombie leader to {{.Colour}} now: a Flashlight, the Secret Agent or the Bank moves it.", with(engine.Args{"Colour": w.Words()})))
		return
	}
	v.choose(lang.X("coh.wheel.who", "Who moves the zombie leader to {{.Colour}}, and how?", with(engine.Args{"Colour": w.Words()})), cs, func(i int) { v.do(acts[i]) })
}

// chooseLeader puts the leader on a colour in play.
func (v *cohSide) chooseLeader() {
	st := v.state()
	var pop *widget.PopUp
	row := kit.NewFitGrid(3)
	for _, c := range st.InPlay() {
		b := kit.NewButton(cohColour(c)+" ("+cohLetter(c)+")", nil, func() { pop.Hide(); v.do(ch.SetLeader{To: c}) })
		row.Add(b)
	}
	cancel := kit.NewButton(lang.X("coh.wheel.cancel", "Cancel"), theme.CancelIcon(), func() { pop.Hide() })
	pop = widget.NewModalPopUp(container.NewVBox(cohHeading(lang.X("coh.wheel.which", "Put the zombie leader on which colour?")), row, cancel), v.a.h.Window().Canvas())
	pop.Show()
}

// cohMoverText is a choice of who moves the zombie leader and how: "Ann
// (Yellow) plays a Flashlight".
func cohMoverText(player, by string) string {
	a := map[string]any{"Player": player}
	switch by {
	case ch.ByFlashlight:
		return lang.X("coh.wheel.byFlashlight", "{{.Player}} plays a Flashlight", a)
	case ch.BySecretAgent:
		return lang.X("coh.wheel.bySecretAgent", "{{.Player}} uses the Secret Agent", a)
	}
	return lang.X("coh.wheel.byBank", "{{.Player}} uses the Bank", a)
}
