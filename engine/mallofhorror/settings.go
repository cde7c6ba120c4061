package mallofhorror

import "hordekeeper/engine"

// Setting describes one table setting for the new-game screen: a reading of
// the rules the text allows either way (docs/mall-rules.md).
type Setting struct {
	// Key is the setting's name in the options' JSON.
	Key string
	// Title names the question in a few words.
	Title string
	// Why quotes, in one line, the rule sentence the two readings share.
	Why string
	// On and Off say what each choice means, in a player's words.
	On, Off string
	// TitleWords, WhyWords, OnWords and OffWords are the same for a screen
	// to translate.
	TitleWords, WhyWords, OnWords, OffWords engine.Words
	// Default is the choice of a new game.
	Default bool
}

// Settings lists the table settings in the order a screen shows them.
func Settings() []Setting {
	out := []Setting{
		{Key: "parkingAlwaysFeeds", Default: true,
			TitleWords: engine.Say("mallrules.settings.parkingTitle", "Zombies in the Parking", nil),
			WhyWords:   engine.Say("mallrules.settings.parkingWhy", "The rules: \"In the Parking Lot (Location 4) every single zombie feeds.\" Elsewhere zombies get in when they are at least as many as the characters.", nil),
			OnWords:    engine.Say("mallrules.settings.parkingOn", "every zombie in the Parking feeds, however many characters are there", nil),
			OffWords:   engine.Say("mallrules.settings.parkingOff", "zombies get into the Parking only when they are at least as many as the characters (a Tough Guy counts as 2); then each one feeds", nil)},
		{Key: "mustMove", Default: true,
			TitleWords: engine.Say("mallrules.settings.moveTitle", "Staying put", nil),
			WhyWords:   engine.Say("mallrules.settings.moveWhy", "The rules: \"A player must move a character, but may discard a Sprint card ... even returning to the location he left.\"", nil),
			OnWords:    engine.Say("mallrules.settings.moveOn", "a player must move a character; staying takes a Sprint", nil),
			OffWords:   engine.Say("mallrules.settings.moveOff", "a player whose characters all stand at the destination stays", nil)},
		{Key: "zombieOnlyNextRound", Default: true,
			TitleWords: engine.Say("mallrules.settings.zombieTitle", "Zombie players", nil),
			WhyWords:   engine.Say("mallrules.settings.zombieWhy", "The rules: a player without characters \"may on the next round only return as a Zombie\".", nil),
			OnWords:    engine.Say("mallrules.settings.zombieOn", "a player without characters places a zombie in the next round only", nil),
			OffWords:   engine.Say("mallrules.settings.zombieOff", "a player without characters places a zombie every round, from the next round on", nil)},
	}
	for i := range out {
		st := &out[i]
		st.Title, st.Why, st.On, st.Off = st.TitleWords.String(), st.WhyWords.String(), st.OnWords.String(), st.OffWords.String()
	}
	return out
}

// setting finds the field behind a setting's key.
func (o *Options) setting(key string) (*bool, error) {
	switch key {
	case "parkingAlwaysFeeds":
		return &o.ParkingAlwaysFeeds, nil
	case "mustMove":
		return &o.MustMove, nil
	case "zombieOnlyNextRound":
		return &o.ZombieOnlyNextRound, nil
	}
	return nil, engine.Refusal(engine.Say("mallrules.settings.none", "there is no table setting “{{.Key}}”", engine.Args{"Key": key}))
}

// Get tells whether a setting is on.
func (o Options) Get(key string) (bool, error) {
	p, err := o.setting(key)
	if err != nil {
		return false, err
	}
	return *p, nil
}

// Set turns a setting on or off.
func (o *Options) Set(key string, on bool) error {
	p, err := o.setting(key)
	if err != nil {
		return err
	}
	*p = on
	return nil
}
