package cityofhorror

import "hordekeeper/engine"

// EffectWords is what a player present may do on the board's current
// side (SideRules.Effect), in a form a screen can translate.
func (b Board) EffectWords() engine.Words {
	switch b.Building {
	case Church:
		if b.Side == SideB {
			return engine.Say("cohrules.sides.churchb", "Give up a food token (it leaves the game) to turn one of your characters back to rested.", nil)
		}
		return engine.Say("cohrules.sides.churcha", "Discard an action card to turn one of your characters back to rested.", nil)
	case Hospital:
		if b.Side == SideB {
			return engine.Say("cohrules.sides.hospitalb", "Turn one of your characters here to exhausted to take an antidote.", nil)
		}
		return engine.Say("cohrules.sides.hospitala", "Discard an action card to take an antidote.", nil)
	case Bank:
		if b.Side == SideB {
			return engine.Say("cohrules.sides.bankb", "Move the zombie leader by one wedge, or leave it.", nil)
		}
		return engine.Say("cohrules.sides.banka", "Discard an action card to put the zombie leader on any colour.", nil)
	case Armory:
		if b.Side == SideB {
			return engine.Say("cohrules.sides.armoryb", "Discard an action card to take any card from the discard pile. Two explosion markers block its door.", nil)
		}
		return engine.Say("cohrules.sides.armorya", "Discard an action card to draw the top card of the deck. Three explosion markers burn it down.", nil)
	case WaterTower:
		switch b.Side {
		case SideRuins:
			return engine.Say("cohrules.sides.ruins", "No effect: the tower has fallen.", nil)
		case SideB:
			return engine.Say("cohrules.sides.watertowerb", "Choose your movement card after everyone else has shown theirs. Three explosion markers bring it down.", nil)
		}
		return engine.Say("cohrules.sides.watertowera", "Look at the invasion card at the start of the turn; you may talk about it but not show it. Three explosion markers bring it down.", nil)
	case Crossroads:
		if b.Side == SideB {
			return engine.Say("cohrules.sides.crossroadsb", "Discard an action card to take one of the three face-up food tokens or a hidden one from the truck. The zombie leader picks the victim.", nil)
		}
		return engine.Say("cohrules.sides.crossroadsa", "Discard an action card to draw a food token. The zombie leader picks the victim.", nil)
	}
	return engine.Words{}
}

// PowerWords is what flipping the character's card does (RoleInfo.Power),
// in a form a screen can translate.
func (r Role) PowerWords() engine.Words {
	switch r {
	case Blonde:
		return engine.Say("cohrules.sides.power.blonde", "Stops drawing zombies while she is exhausted.", nil)
	case Businessman, Businesswoman:
		return engine.Say("cohrules.sides.power.business", "Swap a card from your hand for any card in the discard pile.", nil)
	case SushiChef:
		return engine.Say("cohrules.sides.power.sushichef", "Draw an action card.", nil)
	case Geek, Rocker:
		return engine.Say("cohrules.sides.power.sendzombie", "Send one zombie from where he stands to another place.", nil)
	case Grandpa:
		return engine.Say("cohrules.sides.power.grandpa", "Votes this turn.", nil)
	case Granny:
		return engine.Say("cohrules.sides.power.granny", "May move this turn.", nil)
	case Housewife:
		return engine.Say("cohrules.sides.power.housewife", "Kill two zombies where she stands.", nil)
	case Mama:
		return engine.Say("cohrules.sides.power.mama", "Squeeze into a full place during movement, on a place of her own.", nil)
	case Student:
		return engine.Say("cohrules.sides.power.student", "Take the first-player token.", nil)
	case LittleBoy, LittleGirl:
		return engine.Say("cohrules.sides.power.little", "Out of reach for the rest of the turn: no vote, cannot be picked or eaten.", nil)
	case PregnantWoman:
		return engine.Say("cohrules.sides.power.pregnantwoman", "Gives birth: two votes for the rest of the game; she never rests again.", nil)
	case Priest:
		return engine.Say("cohrules.sides.power.priest", "Undo the character move just made.", nil)
	case Punk:
		return engine.Say("cohrules.sides.power.punk", "Cancel the action card just played.", nil)
	case Rasta:
		return engine.Say("cohrules.sides.power.rasta", "Look at the next invasion card.", nil)
	case SecretAgent:
		return engine.Say("cohrules.sides.power.secretagent", "Put the zombie leader on any colour.", nil)
	case Teen:
		return engine.Say("cohrules.sides.power.teen", "Change your movement card before the move.", nil)
	case Thief:
		return engine.Say("cohrules.sides.power.thief", "Steal a random action card from another player.", nil)
	case GuardAndRex:
		return engine.Say("cohrules.sides.power.guardandrex", "Kill two zombies where they stand.", nil)
	}
	return engine.Words{}
}

// DrawbackWords is the character's handicap (RoleInfo.Drawback), zero
// Words for a character without one.
func (r Role) DrawbackWords() engine.Words {
	switch r {
	case Blonde:
		return engine.Say("cohrules.sides.drawback.blonde", "While rested she draws one zombie to where she stands after each movement phase.", nil)
	case Grandpa:
		return engine.Say("cohrules.sides.drawback.grandpa", "Has no vote.", nil)
	case Granny:
		return engine.Say("cohrules.sides.drawback.granny", "Never moves.", nil)
	case PregnantWoman:
		return engine.Say("cohrules.sides.drawback.pregnantwoman", "Her card is never flipped for a place or an action card.", nil)
	}
	return engine.Words{}
}
