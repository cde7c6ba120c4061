package cityofhorror

import "hordekeeper/engine"

// CardWords is an action card's name as the box prints it (the Card*
// constants), in a form a screen can translate; a name the box does not
// print is said as it is.
func CardWords(name string) engine.Words {
	switch name {
	case CardAlarm:
		return engine.Say("cohrules.cardnames.alarm", "Alarm", nil)
	case CardEnergyDrink:
		return engine.Say("cohrules.cardnames.energydrink", "Energy Drink", nil)
	case CardCannedFood:
		return engine.Say("cohrules.cardnames.cannedfood", "Canned Food", nil)
	case CardPepperSpray:
		return engine.Say("cohrules.cardnames.pepperspray", "Pepper Spray", nil)
	case CardHideout:
		return engine.Say("cohrules.cardnames.hideout", "Hideout", nil)
	case CardBackDoor:
		return engine.Say("cohrules.cardnames.backdoor", "Back Door", nil)
	case CardGun:
		return engine.Say("cohrules.cardnames.gun", "Gun", nil)
	case CardGoggles:
		return engine.Say("cohrules.cardnames.goggles", "Night Vision Goggles", nil)
	case CardChainsaw:
		return engine.Say("cohrules.cardnames.chainsaw", "Chainsaw", nil)
	case CardFlashlight:
		return engine.Say("cohrules.cardnames.flashlight", "Flashlight", nil)
	case CardKitten:
		return engine.Say("cohrules.cardnames.kitten", "Kitten", nil)
	case CardMolotov:
		return engine.Say("cohrules.cardnames.molotov", "Molotov Cocktail", nil)
	case CardRescueFlare:
		return engine.Say("cohrules.cardnames.rescueflare", "Rescue Flare", nil)
	case CardBomb:
		return engine.Say("cohrules.cardnames.bomb", "Makeshift Bomb", nil)
	case CardPickpocket:
		return engine.Say("cohrules.cardnames.pickpocket", "Pickpocket", nil)
	case CardReplica:
		return engine.Say("cohrules.cardnames.replica", "Weapon Replica", nil)
	case CardShotgun:
		return engine.Say("cohrules.cardnames.shotgun", "Shotgun", nil)
	case CardRunningShoes:
		return engine.Say("cohrules.cardnames.runningshoes", "Running Shoes", nil)
	}
	return engine.Plain(name)
}

// cardsOfW names several copies of a card: "1 Gun", "2 Guns", "3 Night
// Vision Goggles".
func cardsOfW(name string, n int) engine.Words {
	switch name {
	case CardGoggles, CardRunningShoes, CardCannedFood:
		return engine.SayN("cohrules.cardnames.copies.same", "{{.Count}} {{.Card}}", "{{.Count}} {{.Card}}", n, engine.Args{"Card": CardWords(name)})
	}
	return engine.SayN("cohrules.cardnames.copies", "{{.Count}} {{.Card}}", "{{.Count}} {{.Card}}s", n, engine.Args{"Card": CardWords(name)})
}
