package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// player plays one script.
type player struct {
	name   string
	s      *session
	cur    *tree
	shots  []string
	outDir string
	step   int
	where  string // the script line on play: "NUMBER TEXT"
	// scrolled is the tree after a tap's own scrolling, if it scrolled:
	// the tap's step is compared with it, not with the step before.
	scrolled *tree
	// seen holds each problem's first step and how many steps showed it.
	seen  map[string]*seenProblem
	order []string
	// never are texts no settled step may show ("never … mehr im
	// Verlauf": the message bar leaving a rule to the Log); each is a
	// problem counted over the steps that show it.
	never []string
}

type seenProblem struct {
	first string
	count int
}

func play(path, bin, out, sheets string) (r result) {
	started := time.Now()
	r.name = strings.TrimSuffix(filepath.Base(path), ".play")
	defer func() { r.took = time.Since(started) }()
	w, h, ok := sizeOf(r.name)
	if !ok {
		r.failed = "the name has no WxH size"
		return r
	}
	lines, err := readLines(path)
	if err != nil {
		r.failed = err.Error()
		return r
	}
	tmp, err := os.MkdirTemp("", "playcheck-")
	if err != nil {
		r.failed = err.Error()
		return r
	}
	defer os.RemoveAll(tmp)
	p := &player{name: r.name, outDir: filepath.Join(out, r.name), seen: map[string]*seenProblem{}}
	os.RemoveAll(p.outDir)
	os.MkdirAll(p.outDir, 0o755)
	p.s = &session{bin: bin, dir: tmp, treePath: filepath.Join(tmp, "tree.json"), w: w, h: h}
	// Settings come first: env K=V and speed N (Escape's clock N times as fast).
	for len(lines) > 0 {
		f := strings.Fields(lines[0].text)
		if f[0] == "env" && len(f) == 2 {
			p.s.env = append(p.s.env, f[1])
		} else if f[0] == "speed" && len(f) == 2 {
			p.s.env = append(p.s.env, "HORDEKEEPER_CLOCK_SPEED="+f[1])
		} else if f[0] == "never" && len(f) >= 2 {
			p.never = append(p.never, strings.TrimSpace(strings.TrimPrefix(lines[0].text, "never")))
		} else if f[0] == "clock" && len(f) == 2 && f[1] == "driven" {
			p.s.clockPath = filepath.Join(tmp, "clock")
			p.s.env = append(p.s.env, "HORDEKEEPER_CLOCK="+p.s.clockPath)
		} else {
			break
		}
		lines = lines[1:]
	}
	defer p.s.stop()
	if err := p.s.startX(); err != nil {
		r.failed = err.Error()
		return r
	}
	if p.cur, err = p.s.startApp(); err != nil {
		r.failed = "start: " + err.Error()
		return r
	}
	p.after("0 start", nil, false)
	for _, l := range lines {
		p.step++
		where := fmt.Sprintf("%d %s", l.n, l.text)
		p.where = where
		prev := p.cur
		if err := p.do(l.text); err != nil {
			r.failed = fmt.Sprintf("line %s: %v", where, err)
			p.shot()
			break
		}
		if p.scrolled != nil {
			prev, p.scrolled = p.scrolled, nil
		}
		if p.cur != nil {
			p.after(where, prev, strings.HasPrefix(l.text, "restart"))
		}
	}
	r.steps = p.step
	// The pictures and the contact sheet take minutes on a loaded machine:
	// the app and its screen need not idle through them.
	p.s.stop()
	for _, k := range p.order {
		sp := p.seen[k]
		more := ""
		if sp.count > 1 {
			more = fmt.Sprintf(" (and %d later steps)", sp.count-1)
		}
		r.lines = append(r.lines, fmt.Sprintf("%s:%s: %s%s", r.name, sp.first, k, more))
		r.problems++
	}
	if r.failed != "" {
		r.lines = append(r.lines, fmt.Sprintf("%s: STOPPED at %s", r.name, r.failed))
	}
	if err := pngs(p.outDir); err != nil {
		r.lines = append(r.lines, r.name+": "+err.Error())
	}
	if sheets == "" {
		return r // no contact sheet asked for (PLAYSHEETS=)
	}
	if err := contactSheet(p.shots, filepath.Join(sheets, "play-"+r.name+".png")); err != nil {
		r.lines = append(r.lines, r.name+": "+err.Error())
	}
	return r
}

// after checks the settled screen a step left and takes its picture.
func (p *player) after(where string, prev *tree, restarted bool) {
	for _, pr := range check(p.cur, prev, p.s.w, p.s.h, restarted) {
		p.problem(where, pr)
	}
	for _, n := range p.never {
		if shows(p.cur, n) {
			p.problem(where, fmt.Sprintf("%q is on screen", n))
		}
	}
	p.shot()
}

func (p *player) problem(where, what string) {
	if sp, ok := p.seen[what]; ok {
		sp.count++
		return
	}
	p.seen[what] = &seenProblem{first: where, count: 1}
	p.order = append(p.order, what)
}

func (p *player) shot() {
	f := filepath.Join(p.outDir, fmt.Sprintf("%03d.png", p.step))
	if err := p.s.shot(f); err == nil {
		p.shots = append(p.shots, f)
	}
}

// do runs one script line and leaves the settled tree after it in p.cur.
func (p *player) do(line string) error {
	cmd, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	seq := 0
	if p.cur != nil {
		seq = p.cur.Seq
	}
	switch cmd {
	case "tap":
		t, o, err := p.reach(arg)
		if err != nil {
			return err
		}
		sx, sy := (o.Seen[0]+o.Seen[2]/2)*t.Scale, (o.Seen[1]+o.Seen[3]/2)*t.Scale
		if err := p.s.click(sx, sy); err != nil {
			return err
		}
		p.settle(t.Seq, 3*time.Second)
	case "type":
		if _, err := p.s.x("type", "--delay", "30", "--", arg); err != nil {
			return err
		}
		p.settle(seq, 2*time.Second)
	case "key":
		if _, err := p.s.x("key", arg); err != nil {
			return err
		}
		p.settle(seq, 2*time.Second)
	case "scroll":
		dir, n := "5", 5
		f := strings.Fields(arg)
		if len(f) > 0 && f[0] == "up" {
			dir = "4"
		}
		if len(f) > 1 {
			n, _ = strconv.Atoi(f[1])
		}
		if _, err := p.s.x("mousemove", "--window", p.s.win, strconv.Itoa(p.s.w/2), strconv.Itoa(p.s.h/2),
			"click", "--repeat", strconv.Itoa(n), "--delay", "50", dir); err != nil {
			return err
		}
		p.settle(seq, 2*time.Second)
	case "expect":
		end := time.Now().Add(15 * time.Second)
		for {
			p.cur = p.s.latest()
			if p.cur != nil && shows(p.cur, arg) {
				break
			}
			if time.Now().After(end) {
				return fmt.Errorf("%q is not on screen; it shows %s", arg, screenWords(p.cur))
			}
			time.Sleep(100 * time.Millisecond)
		}
	case "subject":
		p.cur = p.s.latest()
		if err := subjectInView(p.cur, arg); err != "" {
			p.problem(p.where, err)
		}
	case "advance":
		d, err := parseClock(arg)
		if err != nil {
			return err
		}
		if err := p.s.advance(d); err != nil {
			return err
		}
		p.quiet(seq)
	case "wait":
		d, err := strconv.ParseFloat(arg, 64)
		if err != nil {
			return fmt.Errorf("wait SECONDS: %v", err)
		}
		time.Sleep(time.Duration(d * float64(time.Second)))
		p.cur = p.s.latest()
	case "shot":
		p.cur = p.s.latest()
		f := filepath.Join(p.outDir, arg+".png")
		if err := p.s.shot(f); err != nil {
			return err
		}
	case "dump": // for writing scripts: what the screen shows, on stdout
		p.cur = p.s.latest()
		fmt.Printf("%s step %d: %s\n", p.name, p.step, screenWords(p.cur))
	case "kill":
		p.s.kill()
		p.cur = nil
	case "restart":
		p.s.kill()
		t, err := p.s.startApp()
		if err != nil {
			return fmt.Errorf("the game did not come back: %v", err)
		}
		p.cur = t
	default:
		return fmt.Errorf("unknown command %q", cmd)
	}
	return nil
}

// settle waits for a new settled tree after an action; an action that
// changes nothing leaves the last one.
func (p *player) settle(seq int, d time.Duration) {
	t0 := time.Now()
	defer func() {
		if debug {
			fmt.Printf("%s step %d: settled in %v (seq %d→%d)\n", p.name, p.step, time.Since(t0), seq, p.cur.Seq)
		}
	}()
	if t := p.s.waitTree(seq, d); t != nil {
		p.cur = t
		return
	}
	p.cur = p.s.latest()
}

// debug, with PLAYCHECK_DEBUG set, prints how each step settled.
var debug = os.Getenv("PLAYCHECK_DEBUG") != ""

type line struct {
	n    int
	text string
}

func readLines(path string) ([]line, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []line
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		t := strings.TrimSpace(sc.Text())
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		out = append(out, line{n, t})
	}
	return out, sc.Err()
}
