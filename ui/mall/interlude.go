package mall

import (
	"strings"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	mh "hordekeeper/engine/mallofhorror"
	"hordekeeper/ui/kit"
	"hordekeeper/ui/translations"
)

// interlude is a pause the table reads before going on: what the engine
// did by itself (the extra zombies, the attacks that needed no vote) or
// what a round brought. Only the screen holds it; the game is saved as it
// stands.
type interlude struct {
	title string
	lines []string
	next  string // the button that goes on
	// round is the round the pause tells of, the one just played: the
	// phase bar names it (not the next, already begun in the engine).
	round int
	// dice are that round's dice as the shared screen showed them.
	dice mh.DiceView
}

// noteInterludes gathers the attack phase's sentences and queues the
// pauses a step calls for: after the last move, the extra zombies and the
// locations settled without a vote; after the last attack, the round's
// summary.
func (v *mallPauses) noteInterludes(before, after mh.State) {
	v.logRound(before, after)
	if d := after.Drawn; d.Happened() {
		// The app drew where the table could not: who was tied, the draw
		// and where it fell stay on screen until the table goes on.
		v.interludes = append(v.interludes, interlude{
			title: lang.X("mall.interlude.lotTitle", "Tied again in {{.Location}}: the app draws by lot", map[string]any{"Location": place(d.Location)}),
			lines: noticeLines(after),
			next:  lang.X("mall.interlude.lotOn", "Go on to the next step"),
			round: before.Round,
			dice:  before.PublicDice(),
		})
	}
	if after.Outcome.Over {
		// The last round's summary too, before the scores.
		if before.Round > 0 {
			v.interludes = append(v.interludes, interlude{
				title: lang.X("mall.interlude.over", "Round {{.Round}} is over", map[string]any{"Round": before.Round}),
				lines: append(eatenIn(after, before.Round), v.roundLog...),
				next:  lang.X("mall.interlude.scores", "Go on to the final scores"),
				round: before.Round,
				dice:  before.PublicDice(),
			})
		}
		return
	}
	ended := after.Round > before.Round && before.Round > 0
	if before.Phase == mh.PhaseMovement && after.Phase != mh.PhaseMovement {
		next := lang.X("mall.interlude.attack", "Go on to the attack")
		if after.AttackAt.Valid() {
			next = lang.X("mall.interlude.attackOn", "Go on to the attack on {{.Location}}", map[string]any{"Location": place(after.AttackAt)})
		} else if ended {
			next = lang.X("mall.interlude.summary", "Go on to the round's summary")
		}
		v.interludes = append(v.interludes, interlude{
			title: lang.X("mall.interlude.title", "F. Zombies attack: the extra zombies, then locations 1 to 6"),
			lines: noticeLines(after),
			next:  next,
			round: before.Round,
			dice:  before.PublicDice(),
		})
	}
	if ended {
		lines := eatenIn(after, before.Round)
		v.interludes = append(v.interludes, interlude{
			title: lang.X("mall.interlude.over", "Round {{.Round}} is over", map[string]any{"Round": before.Round}),
			lines: append(lines, v.roundLog...),
			next:  lang.X("mall.interlude.start", "Start round {{.Round}}", map[string]any{"Round": after.Round}),
			round: before.Round,
			dice:  before.PublicDice(),
		})
	}
}

// logRound gathers the sentences of the attack phase (from the last move
// on) for the round's summary.
func (v *mallPauses) logRound(before, after mh.State) {
	if before.Phase == mh.PhaseMovement {
		v.roundLog = nil
	}
	if before.Phase == mh.PhaseMovement || before.Phase == mh.PhaseAttack {
		v.roundLog = append(v.roundLog, noticeLines(after)...)
	}
}

// relogRound gathers the round's sentences again from the journal as it
// stands, after an undo or a redo: a step taken back is not in the
// summary.
func (v *mallPauses) relogRound() {
	v.roundLog = nil
	j, ok := v.session.(journaled)
	if !ok {
		return
	}
	r := mh.Rules{}
	st, err := r.New(j.Header())
	if err != nil {
		return
	}
	for _, a := range j.Applied() {
		next, err := r.Apply(st, a)
		if err != nil {
			return // the session applied it; a refusal here would be a bug
		}
		v.logRound(st, next)
		st = next
	}
}

// eatenIn says who the zombies ate in a round.
func eatenIn(st mh.State, round int) []string {
	var out []string
	for _, c := range st.Characters {
		if c.Dead && c.DiedInRound == round {
			out = append(out, charName(label(st.Players[c.Owner]), c.Kind))
		}
	}
	if len(out) == 0 {
		return []string{lang.X("mall.interlude.nobody", "Nobody was eaten this round.")}
	}
	return []string{lang.X("mall.interlude.eaten", "Eaten this round: {{.Characters}}.", map[string]any{"Characters": strings.Join(out, ", ")})}
}

// noticeLines are a state's notices in the language in force.
func noticeLines(st mh.State) []string {
	out := make([]string, len(st.Notices))
	for i, n := range st.Notices {
		out[i], _ = translations.Notice(n)
	}
	return out
}

// showInterlude puts the first pause on screen, if any: its sentences in
// the side panel and the way on in the action bar.
func (v *mallSteps) showInterlude() bool {
	if len(v.interludes) == 0 {
		return false
	}
	in := v.interludes[0]
	v.inputs.Add(heading(in.title))
	// One label, a line each: the round reads as a list.
	text := ""
	for _, l := range in.lines {
		text += "• " + l + "\n"
	}
	v.inputs.Add(note(strings.TrimSuffix(text, "\n")))
	v.action.Add(kit.NewPrimaryButton(in.next, theme.NavigateNextIcon(), func() {
		v.choose(func() {
			v.interludes = v.interludes[1:]
			if len(v.interludes) == 0 {
				v.h.Prefs().SetString(pausesDonePref, pausesAt(v.session))
			}
		})
	}))
	return true
}
