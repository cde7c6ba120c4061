// Package crashtest proves that a game survives the app being killed at any
// moment: its test plays a scripted City of Horror game in a child process,
// kills it with SIGKILL at random moments (journal writes included), starts
// it again, and checks that the recovered game is the one the child last
// reported as saved. It has no code of its own outside the test.
package crashtest
