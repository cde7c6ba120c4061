// Package crashtest proves that a game survives the app being killed at any
// moment: its test plays a scripted City of Horror game in a child process,
// kills it with SIGKILL at random moments (journal writes included), starts
// it again, and checks that the recovered game is the one the child last
// reported as saved. A second test does the same through the save store
// (engine/store) with an Escape, a Mall and a City of Horror game, finishing
// and archiving them, and checks after every kill that each archive is
// byte-identical to the file that was closed. The soak (TestSoakKills, run
// by make soak only) does it 1,000 times and also checks the game in play
// against the child's last acknowledgement. It has no code of its own
// outside the tests.
package crashtest
