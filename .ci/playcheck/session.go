package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// session is one Xvfb screen with the app on it.
type session struct {
	bin, dir, treePath string
	w, h               int
	env                []string
	// clockPath, with the `clock driven` setting, is the file through
	// which the driver moves the app's clock (timers.DrivenClock);
	// clockAt is how far this app process's clock has gone.
	clockPath string
	clockAt   time.Duration
	display   string
	xvfb, app *exec.Cmd
	win       string
}

// startX starts Xvfb on a free display (it picks the number itself).
func (s *session) startX() error {
	r, w, err := os.Pipe()
	if err != nil {
		return err
	}
	defer r.Close()
	s.xvfb = exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", fmt.Sprintf("%dx%dx24", s.w, s.h), "-nolisten", "tcp")
	s.xvfb.ExtraFiles = []*os.File{w}
	if err := s.xvfb.Start(); err != nil {
		w.Close()
		return err
	}
	w.Close()
	line, err := bufio.NewReader(r).ReadString('\n')
	if err != nil {
		return fmt.Errorf("Xvfb gave no display: %v", err)
	}
	s.display = ":" + strings.TrimSpace(line)
	return nil
}

// startApp starts the app with the session's home and waits for its
// first settled tree.
func (s *session) startApp() (*tree, error) {
	os.Remove(s.treePath)
	if s.clockPath != "" {
		// A new process's clock starts at its own zero.
		os.Remove(s.clockPath)
		os.Remove(s.clockPath + ".at")
		s.clockAt = 0
	}
	home := filepath.Join(s.dir, "home")
	os.MkdirAll(home, 0o755)
	s.app = exec.Command(s.bin)
	s.app.Env = append(os.Environ(), "DISPLAY="+s.display, "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"),
		"LIBGL_ALWAYS_SOFTWARE=1", "LANG=en_US.UTF-8", "HORDEKEEPER_SEED=12345", "HORDEKEEPER_TREE="+s.treePath,
		fmt.Sprintf("HORDEKEEPER_SIZE=%dx%d", s.w, s.h))
	s.app.Env = append(s.app.Env, s.env...)
	log, err := os.OpenFile(filepath.Join(s.dir, "app.log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	s.app.Stdout, s.app.Stderr = log, log
	if err := s.app.Start(); err != nil {
		return nil, err
	}
	out, err := s.x("search", "--sync", "--onlyvisible", "--pid", strconv.Itoa(s.app.Process.Pid))
	if err != nil {
		return nil, fmt.Errorf("no window: %v", err)
	}
	s.win = strings.Fields(out)[0]
	t := s.waitTree(0, 30*time.Second)
	if t == nil {
		return nil, fmt.Errorf("no tree after 30 s (see %s)", log.Name())
	}
	return t, nil
}

// kill ends the app at once, as a crash would.
func (s *session) kill() {
	if s.app != nil && s.app.Process != nil {
		s.app.Process.Signal(syscall.SIGKILL)
		s.app.Wait()
	}
	s.app = nil
}

func (s *session) stop() {
	s.kill()
	if s.xvfb != nil && s.xvfb.Process != nil {
		s.xvfb.Process.Kill()
		s.xvfb.Wait()
	}
	s.xvfb = nil
}

// x runs xdotool on the session's display.
func (s *session) x(args ...string) (string, error) {
	c := exec.Command("xdotool", args...)
	c.Env = append(os.Environ(), "DISPLAY="+s.display)
	out, err := c.CombinedOutput()
	if err != nil {
		return string(out), fmt.Errorf("xdotool %s: %v: %s", strings.Join(args, " "), err, out)
	}
	return string(out), nil
}

// click presses at x, y of the window, in pixels. With
// PLAYCHECK_APP_STALL the app is first stopped for the stall, as a busy
// machine leaves it between the driver's look and its tap: a clock tied to
// the wall runs on meanwhile, and the tap comes on a later moment of the
// game than the one the driver read.
func (s *session) click(x, y float32) error {
	if stall > 0 && s.app != nil && s.app.Process != nil {
		s.app.Process.Signal(syscall.SIGSTOP)
		time.Sleep(time.Duration(stall) * time.Millisecond)
		s.app.Process.Signal(syscall.SIGCONT)
	}
	_, err := s.x("mousemove", "--window", s.win, strconv.Itoa(int(x)), strconv.Itoa(int(y)), "click", "1")
	return err
}

// stall, when PLAYCHECK_APP_STALL=MS is set, stops the app for MS as the
// wheel turns, as a busy machine leaves it unscheduled: the clicks wait
// in the X server and the app takes them late. It shows whether the
// driver waits for the list to come to rest before it taps.
var stall, _ = strconv.Atoi(os.Getenv("PLAYCHECK_APP_STALL"))

// wheel turns the mouse wheel n clicks at x, y of the window ("4" up, "5"
// down).
func (s *session) wheel(x, y float32, dir string, n int) error {
	if stall > 0 && s.app != nil && s.app.Process != nil {
		s.app.Process.Signal(syscall.SIGSTOP)
		p := s.app.Process
		time.AfterFunc(time.Duration(stall)*time.Millisecond, func() { p.Signal(syscall.SIGCONT) })
	}
	_, err := s.x("mousemove", "--window", s.win, strconv.Itoa(int(x)), strconv.Itoa(int(y)),
		"click", "--repeat", strconv.Itoa(n), "--delay", "20", dir)
	return err
}

// latest is the newest tree written (nil if none can be read).
func (s *session) latest() *tree {
	for i := 0; i < 5; i++ {
		if t, err := readTree(s.treePath); err == nil {
			return t
		}
		time.Sleep(20 * time.Millisecond)
	}
	return nil
}

// waitTree waits for a tree newer than seq, up to d; nil if none came.
func (s *session) waitTree(seq int, d time.Duration) *tree {
	end := time.Now().Add(d)
	for time.Now().Before(end) {
		if t, err := readTree(s.treePath); err == nil && t.Seq > seq {
			return t
		}
		time.Sleep(50 * time.Millisecond)
	}
	return nil
}

// shot saves the whole screen as path (.png). With xwd installed it grabs
// an .xwd file, twice as fast as ImageMagick's import, and pngs turns the
// grabs to .png in one go at the end.
func (s *session) shot(path string) error {
	var c *exec.Cmd
	if _, err := exec.LookPath("xwd"); err == nil {
		c = exec.Command("xwd", "-root", "-silent", "-display", s.display, "-out", strings.TrimSuffix(path, ".png")+".xwd")
	} else {
		c = exec.Command("import", "-display", s.display, "-window", "root", path)
	}
	if out, err := c.CombinedOutput(); err != nil {
		return fmt.Errorf("%s: %v: %s", c.Path, err, out)
	}
	return nil
}

// pngs turns the .xwd grabs in dir into .png files.
func pngs(dir string) error {
	grabs, _ := filepath.Glob(filepath.Join(dir, "*.xwd"))
	if len(grabs) == 0 {
		return nil
	}
	if out, err := exec.Command("mogrify", append([]string{"-format", "png"}, grabs...)...).CombinedOutput(); err != nil {
		return fmt.Errorf("mogrify: %v: %s", err, out)
	}
	for _, g := range grabs {
		os.Remove(g)
	}
	return nil
}
