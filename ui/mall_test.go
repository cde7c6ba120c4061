package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	moh "hordekeeper/engine/mallofhorror"
)

// tapMall taps a named button like a player and fails on a refusal.
func tapMall(t *testing.T, a *App, name string) {
	t.Helper()
	b := a.Button(name)
	if b == nil {
		t.Fatalf("no button %q on screen %q", name, a.Screen())
	}
	if b.Disabled() {
		t.Fatalf("button %q is disabled", name)
	}
	if !onScreen(a.win.Canvas(), b) {
		t.Fatalf("button %q is not on screen %q", name, a.Screen())
	}
	test.Tap(b)
	if v := a.mallView(); v != nil && v.refused != "" {
		t.Fatalf("tapping %q was refused: %s", name, v.refused)
	}
}

func mallState(a *App) moh.State { return a.mallView().session.State() }

// onScreen tells whether an object is part of what the window draws now.
func onScreen(c fyne.Canvas, target fyne.CanvasObject) bool {
	for _, o := range allObjects(c) {
		if o == target {
			return true
		}
	}
	return false
}

// allObjects lists every object drawn in the window, overlays included.
func allObjects(c fyne.Canvas) []fyne.CanvasObject {
	out := test.LaidOutObjects(c.Content())
	for _, o := range c.Overlays().List() {
		out = append(out, test.LaidOutObjects(o)...)
	}
	return out
}

// dieFaces lists the dice drawn with their pips.
func dieFaces(c fyne.Canvas) []*dieFace {
	var out []*dieFace
	for _, o := range allObjects(c) {
		if d, ok := o.(*dieFace); ok && d.Visible() {
			out = append(out, d)
		}
	}
	return out
}

// newMallGame opens the form and starts a game of n players by taps.
func newMallGame(t *testing.T, a *App, n int) {
	t.Helper()
	tapMall(t, a, "home/mallofhorror")
	if a.Screen() != "mallofhorror" {
		t.Fatalf("Mall of Horror opens on %q, want the new-game form", a.Screen())
	}
	tapMall(t, a, fmt.Sprintf("mall/players/%d", n))
	tapMall(t, a, "mall/chief/1")
	tapMall(t, a, "mall/start")
	if a.Screen() != "mall" {
		t.Fatalf("start shows %q", a.Screen())
	}
}

// placeAllByTaps places every character on the first allowed location.
func placeAllByTaps(t *testing.T, a *App) {
	t.Helper()
	for mallState(a).Phase == moh.PhaseSetup {
		st := mallState(a)
		tapMall(t, a, fmt.Sprintf("mall/place/%d", st.PlacementChoices()[0]))
	}
}

// checkUndoRedoShown fails when undo or redo is not on screen.
func checkUndoRedoShown(t *testing.T, a *App) {
	t.Helper()
	for _, n := range []string{"mall/undo", "mall/redo"} {
		if !onScreen(a.win.Canvas(), a.Button(n)) {
			t.Fatalf("%s is not on screen in %s", n, mallState(a).Phase)
		}
	}
}

// TestMallPlaysAWholeRoundByTaps plays a 3-player game from the form
// through setup and every phase of round 1 with taps on named buttons only.
func TestMallPlaysAWholeRoundByTaps(t *testing.T) {
	a := newTestUI(t)
	newMallGame(t, a, 3)
	st := mallState(a)
	if len(st.Players) != 3 || st.Chief != 1 || len(st.Characters) != 12 {
		t.Fatalf("form gave %d players, chief %d, %d characters", len(st.Players), st.Chief, len(st.Characters))
	}
	texts := strings.Join(visibleTexts(a.win.Canvas()), "\n")
	for _, want := range []string{"CLOSED", "2 Cachou", "places a character", "Girl"} {
		if !strings.Contains(texts, want) {
			t.Errorf("setup screen lacks %q", want)
		}
	}
	// Undo and redo by taps during setup.
	tapMall(t, a, fmt.Sprintf("mall/place/%d", st.PlacementChoices()[0]))
	tapMall(t, a, "mall/undo")
	if mallState(a).Placed != 0 {
		t.Fatal("undo must take the placement back")
	}
	tapMall(t, a, "mall/redo")
	if mallState(a).Placed != 1 {
		t.Fatal("redo must place it again")
	}
	// The second player picks which character: the Tough Guy.
	tapMall(t, a, "mall/char/tough-guy")
	seat := mallState(a).Placer()
	tapMall(t, a, fmt.Sprintf("mall/place/%d", mallState(a).PlacementChoices()[0]))
	for _, c := range mallState(a).CharactersOf(seat) {
		if c.Kind == moh.ToughGuy && c.Location == 0 {
			t.Fatal("the chosen character must be the one placed")
		}
	}
	placeAllByTaps(t, a)
	st = mallState(a)
	if st.Round != 1 {
		t.Fatalf("after setup: round %d, %s", st.Round, st.Phase)
	}
	checkUndoRedoShown(t, a)

	visited := map[moh.Phase]bool{}
	// Play round 1, and on until a round has had a vote for a victim.
	for steps := 0; (mallState(a).Round == 1 || !visited[moh.PhaseAttack] || mallState(a).Phase != moh.PhaseTruck && mallState(a).Phase != moh.PhaseElection && mallState(a).Phase != moh.PhaseArrival) && !mallState(a).Outcome.Over; steps++ {
		if steps > 600 {
			t.Fatal("no round with an attack")
		}
		st := mallState(a)
		visited[st.Phase] = true
		checkUndoRedoShown(t, a)
		switch st.Phase {
		case moh.PhaseTruck:
			w := seatsIn(st, moh.Parking)[0]
			if st.Players[(w+1)%3].Hand > 0 {
				tapMall(t, a, fmt.Sprintf("mall/threat/%d", (w+1)%3))
			}
			tapMall(t, a, fmt.Sprintf("mall/truck/%d", w))
			tapMall(t, a, fmt.Sprintf("mall/give/%d", (w+1)%3))
		case moh.PhaseElection:
			tapMall(t, a, fmt.Sprintf("mall/elect/%d", seatsIn(st, moh.SecurityHQ)[0]))
		case moh.PhaseArrival:
			tapMall(t, a, "mall/roll")
			// A Security Camera, then a look behind the curtain.
			var cam = -1
			for s, p := range mallState(a).Players {
				if p.Hand > 0 && !mallState(a).MaySeeDice(s) {
					cam = s
					break
				}
			}
			if cam >= 0 {
				tapMall(t, a, fmt.Sprintf("mall/camera/%d", cam))
				if a.mallView().revealWay != RevealCurtain {
					tapMall(t, a, "mall/reveal-way")
				}
				tapMall(t, a, fmt.Sprintf("mall/look/%d", cam))
				r := a.reveal
				r.hold.press()
				r.hold.release()
				test.Tap(r.done)
				if !strings.Contains(strings.Join(visibleTexts(a.win.Canvas()), "\n"), "Looked at the dice: "+mallState(a).Players[cam].Label()) {
					t.Fatal("the shared screen must record who looked")
				}
			}
			tapMall(t, a, "mall/proceed")
		case moh.PhaseDestinations:
			open := openLocations(st)
			if st.ChiefElected && st.Announced == 0 {
				tapMall(t, a, fmt.Sprintf("mall/announce/%d", open[0]))
				continue
			}
			// A refusal first: not every wheel is entered.
			test.Tap(a.Button("mall/reveal"))
			if !strings.Contains(a.mallView().refused, "must choose a destination") {
				t.Fatalf("revealing with wheels missing: %q", a.mallView().refused)
			}
			for s := range st.Players {
				if st.ChiefElected && s == st.Chief {
					continue
				}
				// Crowd the location with the most zombies.
				best := open[0]
				for _, l := range open {
					if st.Zombies[l] > st.Zombies[best] {
						best = l
					}
				}
				tapMall(t, a, fmt.Sprintf("mall/dest/%d/%d", s, best))
			}
			tapMall(t, a, "mall/reveal")
			if got := len(dieFaces(a.win.Canvas())); got != 4 {
				t.Fatalf("once placed, the 4 zombie dice show: %d faces", got)
			}
		case moh.PhaseMovement:
			m, _ := st.Mover()
			if p := st.Players[m]; p.Hand > 0 && st.Played[moh.Sprint] < moh.CardsPerKind {
				// Choose a Sprint, then change our mind.
				tapMall(t, a, fmt.Sprintf("mall/sprint/%d", moh.Parking))
				tapMall(t, a, fmt.Sprintf("mall/sprint/%d", moh.Parking))
			}
			var pick moh.Character
			for _, c := range st.CharactersOf(m) {
				if c.Alive() && (pick.Location == 0 || pick.Location == st.Destinations[m]) {
					pick = c
				}
			}
			tapMall(t, a, "mall/move/"+key(pick.Kind))
		case moh.PhaseAttack:
			av := st.Attack(st.AttackAt)
			r := av.Choosable[0]
			if st.TieColour < 0 && st.Eaten == 0 && st.AttackAt == moh.Parking {
				tapMall(t, a, "mall/tiebreak")
				continue
			}
			for _, c := range av.Choosable {
				if st.TieColour < 0 || c.Player == st.TieColour {
					r = c
					break
				}
			}
			tapMall(t, a, fmt.Sprintf("mall/eat/%d/%s", r.Player, key(r.Kind)))
			if !strings.Contains(strings.Join(mallState(a).NoticeTexts(), " "), "eat") {
				t.Fatalf("a death must be told: %v", mallState(a).Notices)
			}
		default:
			t.Fatalf("unexpected phase %s", st.Phase)
		}
	}
	for _, p := range []moh.Phase{moh.PhaseTruck, moh.PhaseElection, moh.PhaseArrival, moh.PhaseDestinations, moh.PhaseMovement, moh.PhaseAttack} {
		if !visited[p] {
			t.Errorf("round 1 never asked for input in %s", p)
		}
	}
	st = mallState(a)
	if st.Round < 2 && !st.Outcome.Over {
		t.Fatalf("round 1 should be over: round %d %s", st.Round, st.Phase)
	}
	// The bonus zombies were told in one sentence each at the start of F.
	found := false
	for i := len(a.mallView().session.Applied()); i > 0; i-- {
		for _, n := range mallState(a).NoticeTexts() {
			found = found || strings.Contains(n, "bonus zombie") || strings.Contains(n, "one more zombie comes")
		}
		if found {
			break
		}
		tapMall(t, a, "mall/undo")
	}
	if !found {
		t.Fatal("the bonus-zombie notices were never shown")
	}
	// Every action was saved: the journal holds the game.
	if !fileExists(filepath.Join(a.opts.DataDir, "mallofhorror.hkj")) {
		t.Fatal("no journal")
	}
}

// TestMallSecretDiceNeverOnTheSharedScreen walks every object the window
// draws while the zombie dice are secret: no die face and no text with
// their values; after a private look the screen says who looked, not what.
// Once placed in phase E the four faces show.
func TestMallSecretDiceNeverOnTheSharedScreen(t *testing.T) {
	a := newTestUI(t)
	newMallGame(t, a, 4)
	placeAllByTaps(t, a)
	v := a.mallView()
	v.autoplay(func(st moh.State) bool { return st.Phase == moh.PhaseArrival })
	tapMall(t, a, "mall/roll")
	st := mallState(a)
	// Find someone who may look, with a Security Camera if need be.
	seer := -1
	for s := range st.Players {
		if st.MaySeeDice(s) {
			seer = s
		}
	}
	if seer < 0 {
		for s, p := range st.Players {
			if p.Hand > 0 {
				seer = s
				break
			}
		}
		tapMall(t, a, fmt.Sprintf("mall/camera/%d", seer))
	}
	dice, err := mallState(a).SecretDice(seer)
	if err != nil {
		t.Fatal(err)
	}
	secretText := fmt.Sprintf("%d %d %d %d", dice[0], dice[1], dice[2], dice[3])
	check := func(when string) {
		t.Helper()
		if f := dieFaces(a.win.Canvas()); len(f) != 0 {
			t.Fatalf("%s: %d die faces on the shared screen while the dice are secret", when, len(f))
		}
		for _, s := range visibleTexts(a.win.Canvas()) {
			if strings.Contains(s, secretText) {
				t.Fatalf("%s: the dice are on screen as text: %q", when, s)
			}
		}
		if !strings.Contains(strings.Join(visibleTexts(a.win.Canvas()), "\n"), "rolled in secret") {
			t.Fatalf("%s: the screen must say the dice are rolled", when)
		}
	}
	check("after the roll")
	tapMall(t, a, fmt.Sprintf("mall/look/%d", seer)) // QR way
	check("with the QR code up")
	test.Tap(a.reveal.done)
	check("after the look")
	if !strings.Contains(strings.Join(visibleTexts(a.win.Canvas()), "\n"), "Looked at the dice: "+st.Players[seer].Label()) {
		t.Fatal("the look is recorded on the shared screen")
	}
	tapMall(t, a, "mall/proceed")
	check("choosing destinations")
	v.autoplay(func(st moh.State) bool { return st.Phase != moh.PhaseDestinations })
	faces := dieFaces(a.win.Canvas())
	if len(faces) != 4 {
		t.Fatalf("placed dice: %d faces", len(faces))
	}
	for i, f := range faces {
		if f.value != dice[i] {
			t.Fatalf("die %d shows %d, rolled %d", i, f.value, dice[i])
		}
	}
}

// TestMallResumeAndArchive: a game comes back after the app closes, and a
// new game keeps the previous file under a dated name.
func TestMallResumeAndArchive(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TMPDIR", t.TempDir())
	t.Setenv("LANG", "en_US.UTF-8")
	a := New(test.NewTempApp(t), Options{DataDir: dir, Seed: 99})
	newMallGame(t, a, 5)
	for i := 0; i < 4; i++ {
		tapMall(t, a, fmt.Sprintf("mall/place/%d", mallState(a).PlacementChoices()[0]))
	}
	want := mallState(a)
	test.Tap(a.Button("back"))

	b := New(test.NewTempApp(t), Options{DataDir: dir})
	tapMall(t, b, "home/mallofhorror")
	if b.Screen() != "mall-resume" {
		t.Fatalf("a game in progress must be offered, got %q", b.Screen())
	}
	if !strings.Contains(strings.Join(visibleTexts(b.win.Canvas()), "\n"), "Resume the game in progress?") {
		t.Fatal("the question must be asked")
	}
	tapMall(t, b, "mall/resume")
	got := mallState(b)
	if got.Placed != want.Placed || fmt.Sprint(got.Characters) != fmt.Sprint(want.Characters) {
		t.Fatal("the resumed game differs")
	}
	test.Tap(b.Button("back"))
	tapMall(t, b, "home/mallofhorror")
	tapMall(t, b, "mall/new")
	if b.Screen() != "mallofhorror" {
		t.Fatalf("new game shows %q", b.Screen())
	}
	old, _ := filepath.Glob(filepath.Join(dir, "mallofhorror-*.hkj"))
	if len(old) != 1 || fileExists(filepath.Join(dir, "mallofhorror.hkj")) {
		t.Fatalf("the previous game must be archived under a dated name: %v", old)
	}
	tapMall(t, b, "mall/start")
	if !fileExists(filepath.Join(dir, "mallofhorror.hkj")) {
		t.Fatal("the new game must be saved")
	}
	if again, _ := filepath.Glob(filepath.Join(dir, "mallofhorror-*.hkj")); len(again) != 1 {
		t.Fatalf("the archived game must stay: %v", again)
	}
}

// TestMallDamagedSaveIsKeptAndExplained: a save that is not a game is moved
// aside, kept as it was, and the message names the file.
func TestMallDamagedSaveIsKeptAndExplained(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TMPDIR", t.TempDir())
	t.Setenv("LANG", "en_US.UTF-8")
	os.WriteFile(filepath.Join(dir, "mallofhorror.hkj"), []byte("not a game at all\n"), 0o644)
	a := New(test.NewTempApp(t), Options{DataDir: dir})
	tapMall(t, a, "home/mallofhorror")
	if !strings.Contains(a.lastTell, "mallofhorror.hkj") {
		t.Fatalf("message: %q", a.lastTell)
	}
	m, _ := filepath.Glob(filepath.Join(dir, "mallofhorror.hkj.damaged-*"))
	if len(m) != 1 {
		t.Fatalf("the damaged file must be kept aside: %v", m)
	}
	if b, _ := os.ReadFile(m[0]); string(b) != "not a game at all\n" {
		t.Fatal("the kept file changed")
	}
	if a.Screen() != "mallofhorror" {
		t.Fatalf("then the new-game form: %q", a.Screen())
	}
}

// TestMallGameToTheEnd plays a game to its end and checks the end screen,
// and that undo from it goes back to play.
func TestMallGameToTheEnd(t *testing.T) {
	a := newTestUI(t)
	if !a.mallDemo("mall-end") {
		t.Fatal("no demo")
	}
	st := mallState(a)
	if !st.Outcome.Over || a.Screen() != "mall-end" {
		t.Fatalf("over=%v screen=%q refused=%q", st.Outcome.Over, a.Screen(), a.mallView().refused)
	}
	texts := strings.Join(visibleTexts(a.win.Canvas()), "\n")
	for _, want := range []string{"Game over", "WINNER", "points", st.Outcome.Reason} {
		if !strings.Contains(texts, want) {
			t.Errorf("end screen lacks %q", want)
		}
	}
	tapMall(t, a, "mall/end-undo")
	if a.Screen() != "mall" || mallState(a).Outcome.Over {
		t.Fatalf("undo from the end: %q", a.Screen())
	}
	tapMall(t, a, "mall/redo")
	if a.Screen() != "mall-end" {
		t.Fatalf("redo: %q", a.Screen())
	}
}

// TestMallDemosOpenCleanlyWithFingerSizedButtons opens every demo screen:
// none is refused, and every Mall button is at least a finger wide.
func TestMallDemosOpenCleanlyWithFingerSizedButtons(t *testing.T) {
	for _, d := range []struct {
		name  string
		phase moh.Phase
	}{
		{"mall-setup", moh.PhaseSetup},
		{"mall-dice-secret", moh.PhaseArrival},
		{"mall-reveal", moh.PhaseArrival},
		{"mall-round", moh.PhaseMovement},
		{"mall-attack", moh.PhaseAttack},
		{"mall-end", moh.PhaseOver},
	} {
		a := newTestUI(t)
		a.OpenDemo(d.name)
		v := a.mallView()
		if v == nil || v.refused != "" {
			t.Fatalf("%s: not opened cleanly", d.name)
		}
		if p := v.session.State().Phase; p != d.phase {
			t.Errorf("%s: phase %s, want %s", d.name, p, d.phase)
		}
		for name, b := range a.buttons {
			if !strings.HasPrefix(name, "mall/") || !onScreen(a.win.Canvas(), b) {
				continue
			}
			if s := b.MinSize(); s.Width < MinTouch || s.Height < MinTouch {
				t.Errorf("%s: %s is %v", d.name, name, s)
			}
		}
	}
	a := newTestUI(t)
	a.OpenDemo("mall-newgame")
	if a.Screen() != "mallofhorror" {
		t.Fatalf("mall-newgame: %q", a.Screen())
	}
}

// TestMallCondemnedMaskAndNoSetupCode: a condemned location wears the mask
// and says so in words; the setup code (which would give the dice away)
// is never on the Mall screen.
func TestMallCondemnedMaskAndNoSetupCode(t *testing.T) {
	a := newTestUI(t)
	newMallGame(t, a, 5)
	placeAllByTaps(t, a)
	v := a.mallView()
	st := v.session.State()
	st.Closed[moh.Megatoys] = moh.Condemned
	st.Zombies[moh.Megatoys] = 0
	w := test.NewWindow(v.locationCard(st, moh.Megatoys, false))
	defer w.Close()
	texts := strings.Join(visibleTexts(w.Canvas()), "\n")
	if !strings.Contains(texts, "CONDEMNED") || !strings.Contains(texts, "3 Megatoys") {
		t.Fatalf("condemned card shows %q", texts)
	}
	h := v.session.Header()
	o, err := moh.ParseOptions(h.Options)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := o.SetupCode(h.Seed)
	if err != nil {
		t.Fatal(err)
	}
	code, _ := sc.Encode()
	for _, s := range visibleTexts(a.win.Canvas()) {
		if strings.Contains(strings.ReplaceAll(s, "-", ""), code) {
			t.Fatalf("the setup code is on the Mall screen: %q", s)
		}
	}
}
