//! The guided Skirm'an course's words (`games::skirman::course`): per lesson a title, a paragraph
//! relating the cards to the real foil action, each decision's prompt, what the right answer
//! means on a real piste and the explanation of each wrong answer the lesson lists (in the
//! lesson's order), and a two-line summary; then the page's own strings.
use super::{messages, sentences, Lang};

/// One decision's words.
pub struct DecisionText {
    pub prompt: &'static str,
    /// What the right answer means on a real piste.
    pub right: &'static str,
    /// One explanation per wrong answer of the decision, in the lesson's order.
    pub wrong: &'static [&'static str],
}

/// One lesson's words.
pub struct LessonText {
    pub title: &'static str,
    /// The cards and the real foil action.
    pub foil: &'static str,
    pub decisions: &'static [DecisionText],
    pub summary: [&'static str; 2],
}

const fn d(
    prompt: &'static str,
    right: &'static str,
    wrong: &'static [&'static str],
) -> DecisionText {
    DecisionText {
        prompt,
        right,
        wrong,
    }
}

/// The words of the lesson at `index` in `course::LESSONS`.
pub fn lesson_text(index: usize, lang: Lang) -> Option<&'static LessonText> {
    lang.texts().pick(&EN, &FR).get(index)
}

static EN: [LessonText; 19] = [
    // 1
    LessonText {
        title: "Attack, parry, riposte",
        foil: "Foil is a conversation with rules. The one who starts a correct attack has the right of way; the defender must first deflect the blade with a parry, and only then may he answer with a riposte. Skirm'an plays that sentence with cards: a red attack, a green parry, then the parrier's own red attack, and a blue TOUCHE when an attack gets through.",
        decisions: &[
            d("You have the initiative. Open the bout with an attack: your COUP DROIT SIXTE goes straight to the high outside line.", "A coup droit: the arm extends and the point goes straight at the target, in the line where the blades already are. You are the attacker: you have the right of way.", &["A TOUCHE concludes an attack that was not parried; nothing has been attacked yet.", "A parry answers an attack; nobody is attacking you. The ATTAQUANT starts with an attack."]),
            d("Your opponent parried in sixte and ripostes in quarte. Close the quarte line.", "Parade de quarte: your blade moves across to the inside and deflects his point. The parry wins you the right of way back.", &["A sixte parry closes the high outside line; his riposte arrives in quarte, the high inside line."]),
            d("You parried: now riposte, at once, without drawing. Your COUPÉ OCTAVE goes low, where he has no parry.", "The riposte is the parrier's attack, made in the same movement as the parry. A coupé passes over his point; this one arrives in octave, low outside.", &["A TOUCHE concludes an attack that got through; your riposte has not been made yet."]),
            d("He could not parry the octave and had to discard. Conclude: play the TOUCHE.", "The point arrives: the referee gives you the touch. In Skirm'an a TOUCHE card is the conclusion of an attack that was not parried.", &["Your attack already got through; parrying now makes no sense. Conclude with the TOUCHE."]),
        ],
        summary: ["An attack, a parry, a riposte: the parry takes the right of way from the attacker.", "An attack that is not parried is concluded by a TOUCHE."],
    },
    // 2
    LessonText {
        title: "The right of way: who is ATTAQUANT",
        foil: "At foil, when both fencers hit, the referee does not ask who landed first but who had the right of way. It belongs to whoever attacked first; the defender takes it only by parrying (or making the attack miss). Follow the word ATTAQUANT beside the names: it changes sides with every parry.",
        decisions: &[
            d("He attacks with a DÉGAGEMENT QUARTE: he is the ATTAQUANT. Take the right of way from him.", "Your quarte parry deflects his blade: now you are the ATTAQUANT, look at the label beside your name.", &["He has the right of way: attacking into his attack would be a counter-attack, and his touch would count. Parry first."]),
            d("You have the right of way. Riposte with your COUPÉ SIXTE.", "A riposte straight after the parry keeps the right of way you just took.", &["Nothing has got through yet: a TOUCHE only concludes an attack that was not parried."]),
            d("He parried in sixte and ripostes in sixte: the right of way is his again. Parry.", "Each parry turns the phrase around: the right of way is back on your side.", &["Attacking while he ripostes gives you no priority: his riposte has the right of way. Parry it."]),
            d("Riposte again with your DÉGAGEMENT QUARTE.", "A dégagement passes under his blade to arrive in quarte, the high inside line.", &[]),
            d("He could not parry. You have the right of way and the attack got through: conclude.", "Touch! The referee gives it to the fencer with the right of way.", &[]),
        ],
        summary: ["The first correct attack has the right of way; a parry takes it away.", "Only the ATTAQUANT can score with a TOUCHE."],
    },
    // 3
    LessonText {
        title: "The high lines: sixte and quarte",
        foil: "The foil target is the trunk, divided into four lines. For a right-hander, sixte is the high outside line (on the sword-arm side) and quarte the high inside line. An attack card names the line where it arrives, whether it goes straight (coup droit), under the blade (dégagement) or over the point (coupé); only the parry of that line stops it.",
        decisions: &[
            d("His DÉGAGEMENT SIXTE arrives high outside, on your sword-arm side. Which parry closes it?", "Parade de sixte: the hand turns slightly outwards and the blade covers the high outside line.", &["A quarte parry does not close the sixte line: it covers the high inside, and his point arrives on the outside."]),
            d("Riposte in the other high line with your COUPÉ QUARTE.", "Your blade passes over his point and arrives in quarte.", &[]),
            d("He parried and ripostes with a DÉGAGEMENT QUARTE. Close the high inside line.", "Parade de quarte: the blade crosses in front of the chest to the inside.", &["An octave parry closes the low outside line; his attack arrives high inside, in quarte."]),
            d("Riposte with your DÉGAGEMENT SIXTE.", "A dégagement passes under his blade: it arrives where he is not covered.", &[]),
            d("He could not parry. Conclude.", "Touch in sixte.", &[]),
        ],
        summary: ["Sixte is high outside, quarte high inside.", "Each attack is stopped by the parry of the line where it arrives."],
    },
    // 4
    LessonText {
        title: "The low lines: septime and octave",
        foil: "Below the high lines lie septime (low inside) and octave (low outside). Their parries drop the point and sweep the blade down across the body. They are rarer cards in Skirm'an, as low attacks are rarer on the piste: keep their parries.",
        decisions: &[
            d("His COUP DROIT SEPTIME arrives low inside. Which parry?", "Parade de septime: the point drops and the blade sweeps down to the inside.", &["An octave parry closes the low outside line; septime is low inside, the other side of your body."]),
            d("Riposte low outside with your COUP DROIT OCTAVE.", "Straight at the low outside line.", &[]),
            d("He parried in octave and ripostes with a COUPÉ SEPTIME. Close the line.", "Septime again: his cut-over came down to the same low inside line.", &["The octave parry covers low outside; his coupé arrives in septime, low inside."]),
            d("Riposte with your DÉGAGEMENT OCTAVE.", "You go under his blade to the low outside line.", &[]),
            d("He could not parry. Conclude.", "Touch in octave.", &[]),
        ],
        summary: ["Septime is low inside, octave low outside.", "The four lines have four parries: a parry closes its own line only."],
    },
    // 5
    LessonText {
        title: "TOUCHE and TOUCHE NON VALABLE",
        foil: "A hit only counts on the valid target: at foil, the trunk. A touch landing on the arm, the leg or the mask is \"non valable\": the referee stops the bout, nobody scores, and the phrase starts again. In Skirm'an the TOUCHE NON VALABLE card is the only way to cancel a TOUCHE; whoever plays it then takes the initiative.",
        decisions: &[
            d("Attack with your COUP DROIT QUARTE.", "Straight into the high inside line.", &[]),
            d("He could not parry. Play your TOUCHE.", "You conclude. Will the referee give it?", &["A TOUCHE NON VALABLE cancels your opponent's TOUCHE; nobody has played one yet. Conclude with your own TOUCHE."]),
            d("His TOUCHE NON VALABLE cancelled your touch (it landed off target), and he attacks in octave. You have no parry for it: you must discard a card. Which one?", "You let go of a TOUCHE: you hold several, and you keep the TOUCHE NON VALABLE you will need.", &["Now his TOUCHE cannot be cancelled: you threw away the card that would have done it."]),
            d("He plays TOUCHE. Cancel it.", "Non valable! His point landed off target: no touch, and you take the initiative.", &["You conceded the touch while holding the card that cancels it."]),
        ],
        summary: ["A TOUCHE concludes an attack that was not parried.", "Only a TOUCHE NON VALABLE cancels it, and its player takes the initiative."],
    },
    // 6
    LessonText {
        title: "The flèche and its two answers",
        foil: "The flèche (\"arrow\") is a running attack: the fencer throws his weight forward, crosses his legs and passes his opponent. It covers so much ground that a single parry is not enough. In Skirm'an it needs two cards: PARADE QUARTE + PARADE SIXTE, or two RETRAITES (breaking the distance twice). An unstopped flèche is a touch by itself.",
        decisions: &[
            d("He runs at you with a FLÈCHE. Stop it: two cards together.", "You stopped the flèche: both high lines closed, or two steps back out of reach. You have the right of way.", &["One parry is not enough against a flèche: play PARADE QUARTE and PARADE SIXTE together.", "A single retreat is not enough: a flèche covers too much ground. Two RETRAITES, together."]),
            d("Riposte with your DÉGAGEMENT SIXTE as he passes.", "The riposte catches him as he lands.", &[]),
            d("He could not parry. Conclude.", "Touch.", &[]),
        ],
        summary: ["A flèche is stopped only by QUARTE + SIXTE or by two RETRAITES.", "Unstopped, it scores at once, without a TOUCHE card."],
    },
    // 7
    LessonText {
        title: "The retraite",
        foil: "A parry is not the only defence: the defender can also step back and let the attack fall short (\"rompre\", breaking the distance). In Skirm'an the RETRAITE answers any simple attack whatever its line, and like a parry it gives you the riposte.",
        decisions: &[
            d("His DÉGAGEMENT SEPTIME arrives low inside, and you have no septime parry. Defend.", "You step back: his point falls short. You have the right of way for your riposte.", &["An octave parry does not close the septime line: it covers low outside, his attack arrives low inside."]),
            d("Riposte with your COUP DROIT SIXTE.", "You come back in with the riposte as he recovers.", &["You are no longer defending: after the retreat, it is your riposte. Attack."]),
            d("He could not parry. Conclude.", "Touch.", &[]),
        ],
        summary: ["The RETRAITE answers a simple attack in any line.", "Like a parry, it gives the riposte to the one who retreats."],
    },
    // 8
    LessonText {
        title: "The marche",
        foil: "The marche is the step forward that prepares an attack. It is not an attack yet: the opponent can use the moment (with a beat, or a stop-hit at the Compétition level). But an opponent who keeps giving ground ends up off the end of the piste: in Skirm'an, three unanswered MARCHES are a touch.",
        decisions: &[
            d("Advance: play a MARCHE.", "You step forward: you keep the initiative and prepare.", &[]),
            d("He gave ground. Advance again.", "Second step: he is getting close to the end of the piste.", &["A marche is not an attack: there is nothing to conclude with a TOUCHE."]),
            d("He gave ground again. One more MARCHE.", "Third unanswered marche: he has left the piste by the back line. Touch!", &["An attack here would break the count of marches: the third MARCHE scores by itself."]),
        ],
        summary: ["A MARCHE keeps the initiative without attacking.", "Three MARCHES in a row, unanswered, push the opponent off the piste: a touch."],
    },
    // 9
    LessonText {
        title: "The pointe en ligne",
        foil: "The point in line is the arm held straight, the point threatening the target. Set before the opponent attacks, it has priority: whoever runs onto it is hit. To attack, he must first remove the blade, by beating it (battement) or taking it (prise de fer).",
        decisions: &[
            d("Set your point in line: play POINTE EN LIGNE.", "Arm straight, point threatening: he cannot simply attack you now.", &["There is no attack to conclude: a TOUCHE comes at the end of an attack that got through."]),
            d("He beat your blade aside (BATTEMENT) and attacks in quarte. Parry.", "His beat removed your line, so his attack has priority: you parry it in quarte.", &["Once your blade is beaten, the attack has priority: parry it before you attack."]),
            d("Riposte with your COUP DROIT SIXTE.", "Riposte in the high outside line.", &[]),
            d("He could not parry. Conclude.", "Touch.", &[]),
        ],
        summary: ["A POINTE EN LIGNE keeps the initiative: it has priority.", "The opponent must take the blade (BATTEMENT, PRISE DE FER) before attacking."],
    },
    // 10
    LessonText {
        title: "The battement",
        foil: "A beat is a sharp tap on the opponent's blade that knocks it aside and opens a line. It is made to attack at once: beat and attack are one movement. In Skirm'an you play the BATTEMENT with its attack, as two cards together, against a MARCHE or a POINTE EN LIGNE.",
        decisions: &[
            d("He advances with a MARCHE. Beat his blade and attack at once: select BATTEMENT and your DÉGAGEMENT QUARTE together.", "Beat and attack in one movement: you take the initiative from him.", &["Against a marche the game asks you to take his blade first: BATTEMENT and the attack together.", "A beat alone leads nowhere: the attack must follow at once. Play both cards together."]),
            d("He parried and ripostes in sixte. Parry.", "Parade de sixte.", &[]),
            d("Riposte with your COUP DROIT SIXTE.", "Riposte.", &[]),
            d("He could not parry. Conclude.", "Touch.", &[]),
        ],
        summary: ["The BATTEMENT beats the blade of an opponent who advances or holds the line.", "It is played with its attack, as one action."],
    },
    // 11
    LessonText {
        title: "The feinte and the card en attente",
        foil: "A feint is a threat made to draw a parry: the fencer pretends to attack in one line to hit in another. The defender does not know which threat is real. In Skirm'an, under a FEINTE you put a card face down, en attente; you do not draw while the feints last, and only your last card counts when the real attack comes.",
        decisions: &[
            d("He feints. Put a parry face down, en attente.", "You react to the threat with a parry, hidden: he does not know which line you covered.", &["Under a feint your answer goes face down, en attente: click the card, then \"Place face down\"."]),
            d("A second FEINTE: only your last card will count. His blade has been in sixte all along: put your PARADE SIXTE en attente.", "You change your parry on the second feint: the earlier card no longer counts.", &["He attacked in sixte: your face-down TOUCHE is no parry, and he scored."]),
            d("His COUPÉ SIXTE came, and your PARADE SIXTE was waiting for it. Riposte with your COUP DROIT QUARTE.", "You read the feint: your hidden parry was the right one, and you riposte.", &[]),
            d("He could not parry. Conclude.", "Touch.", &[]),
        ],
        summary: ["Under a FEINTE you put a card en attente and do not draw.", "When the attack comes, only the last card counts: the right parry gives you the riposte."],
    },
    // 12
    LessonText {
        title: "The contres",
        foil: "A counter-parry (contre) is a small circle of the blade that picks up the attacking blade and brings it back to the parry's own side. The contre de quarte stops an attack arriving in sixte; the contre de sixte one arriving in quarte. Against a dégagement it is the classic answer.",
        decisions: &[
            d("His COUP DROIT SIXTE arrives high outside. You have no sixte parry, but a contre can pick it up.", "Contre de quarte: your blade circles and brings his over to the inside.", &["A contre de sixte picks up an attack arriving in quarte; this one arrives in sixte: you need the contre de quarte."]),
            d("Riposte with your COUPÉ QUARTE.", "Riposte over his point.", &[]),
            d("He parried and ripostes with a DÉGAGEMENT QUARTE. Pick it up.", "Contre de sixte: the circle brings his blade back to the outside.", &["An octave parry covers low outside; his attack arrives high inside, in quarte."]),
        ],
        summary: ["CONTRE DE QUARTE stops an attack in sixte; CONTRE DE SIXTE one in quarte.", "A contre takes the attack back to the other high line."],
    },
    // 13
    LessonText {
        title: "The arrêt",
        foil: "A stop-hit (coup d'arrêt) is a counter-attack into the opponent's preparation: it lands while he is still stepping forward. It has priority only in that moment, not against a launched attack. In Skirm'an the ARRÊT answers a MARCHE, and it is an offensive in its line: the opponent must parry it.",
        decisions: &[
            d("He steps forward with a MARCHE. Stop-hit him on his preparation.", "Your point arrives while he is still advancing: the stop-hit has priority.", &["A parry answers an attack; a marche is a preparation. Hit into it: play the ARRÊT."]),
            d("He could not parry your arrêt. Conclude.", "Touch on the stop-hit.", &[]),
            d("You restart. Advance: play a MARCHE.", "You prepare in turn.", &[]),
            d("He stop-hits your marche with an ARRÊT SIXTE. Parry it.", "Parade de sixte: a parried stop-hit gives you the riposte.", &["A quarte parry covers the high inside; his arrêt arrives in sixte."]),
        ],
        summary: ["The ARRÊT hits into a MARCHE, the opponent's preparation.", "It is an offensive in its line: parry it like an attack."],
    },
    // 14
    LessonText {
        title: "The dérobement",
        foil: "A dérobement (evasion) is the answer of a fencer in line when the opponent looks for his blade: the point drops under the beat or the taking of the blade, and the line stays. The right of way then stays with the point in line. In Skirm'an it scores at once.",
        decisions: &[
            d("Set your point in line.", "Your point threatens: he must take your blade.", &[]),
            d("He tries a PRISE DE FER on your blade. Evade it.", "His blade finds nothing: your point stays in line and hits. Touch!", &["No retreat against a prise de fer (SK7): he holds your blade. Evade it instead."]),
            d("You restart. Point in line again.", "The same threat.", &[]),
            d("This time he beats your blade and attacks in sixte. Evade the beat.", "Dérobement on the beat: your blade slips under his, and the line keeps priority. Touch!", &[]),
        ],
        summary: ["DÉROBEMENT answers a BATTEMENT or a PRISE DE FER on your own POINTE EN LIGNE.", "It scores at once."],
    },
    // 15
    LessonText {
        title: "The contre-attaque",
        foil: "A counter-attack has priority only if it arrives before the final movement of the opponent's attack: against a feint, or the first part of a compound attack. In Skirm'an the CONTRE-ATTAQUE answers a FEINTE or an ATTAQUE COMPOSÉE, and it is an offensive the opponent must parry.",
        decisions: &[
            d("He feints. Instead of waiting, counter-attack on the feint.", "You hit into his feint, before his real attack: the counter-attack has priority.", &["Under a feint a parry goes face down, en attente; here, hit into his feint with the CONTRE-ATTAQUE."]),
            d("He could not parry. Conclude.", "Touch.", &[]),
            d("You restart. Feint: play FEINTE.", "You threaten to draw a reaction.", &[]),
            d("He counter-attacks in quarte on your feint. Parry.", "Parade de quarte: a parried counter-attack gives you the riposte.", &["A sixte parry covers the high outside; his counter-attack arrives in quarte."]),
        ],
        summary: ["The CONTRE-ATTAQUE hits into a FEINTE or an ATTAQUE COMPOSÉE.", "It is parried in its line like any offensive."],
    },
    // 16
    LessonText {
        title: "The attaque composée",
        foil: "A compound attack chains a feint in one line and a final in the other: a one-two. The classic defence is a simple parry on the feint, then a counter-parry on the final. In Skirm'an you keep two cards against an ATTAQUE COMPOSÉE: the line parry, then its own contre (QUARTE then CONTRE DE QUARTE, or SIXTE then CONTRE DE SIXTE).",
        decisions: &[
            d("He announces an ATTAQUE COMPOSÉE. Keep two cards: the parry of one high line and its own contre. Select PARADE QUARTE and CONTRE DE QUARTE, then \"Keep these two\".", "Quarte on the first attack, contre de quarte on the second: you stop the one-two.", &["Quarte stopped the first attack, but a sixte parry is not the contre of quarte: the second attack got through."]),
            d("Both attacks are stopped. Riposte with your DÉGAGEMENT SIXTE.", "Riposte after the compound parry.", &[]),
            d("He could not parry. Conclude.", "Touch.", &[]),
        ],
        summary: ["Against an ATTAQUE COMPOSÉE keep the line parry and its own contre.", "QUARTE then CONTRE DE QUARTE, or SIXTE then CONTRE DE SIXTE."],
    },
    // 17
    LessonText {
        title: "The prise de fer",
        foil: "A prise de fer (taking the blade) controls the opponent's blade and carries it away while the point goes to the target: a bind, an envelopment. It answers a point in line, and it can be the riposte after a parry. A retreat does not escape it.",
        decisions: &[
            d("He sets his point in line. Take his blade: PRISE DE FER SIXTE.", "You take his blade: the line is gone and your offensive arrives in sixte.", &["A parry answers an attack; his point in line waits. Take his blade."]),
            d("He parried your prise de fer and ripostes in quarte. Parry.", "Parade de quarte.", &[]),
            d("Riposte by taking his blade: PRISE DE FER QUARTE.", "A riposte with a taking of the blade: his blade is held, he cannot retreat.", &["Nothing got through yet: riposte first."]),
            d("He could not parry. Conclude.", "Touch.", &[]),
        ],
        summary: ["The PRISE DE FER answers a POINTE EN LIGNE, or is played as a riposte.", "It is parried in its line; no RETRAITE escapes it."],
    },
    // 18
    LessonText {
        title: "Balayage et riposte dos",
        foil: "A wide sweep of the blade that clears any simple attack, followed at once by a riposte to the back: a spectacular move. In Skirm'an the BALAYAGE stops any simple attack, but only a player holding a TOUCHE may play it, and the TOUCHE must follow.",
        decisions: &[
            d("His COUPÉ OCTAVE arrives low outside. You have no octave parry, but you have the sweep.", "Your blade sweeps his aside and you turn for the riposte.", &["A sixte parry covers the high outside; his attack arrives in octave. Sweep it."]),
            d("He has nothing against the sweep. Now play the TOUCHE it announced.", "Riposte to the back: touch.", &["After a BALAYAGE the TOUCHE must follow at once (SK8)."]),
        ],
        summary: ["The BALAYAGE stops any simple attack.", "It needs a TOUCHE in hand, played right after it."],
    },
    // 19
    LessonText {
        title: "Sortie de piste, bousculade, jeu violent",
        foil: "The referee punishes fouls with cards: yellow for a warning, red for a penalty touch. Leaving the piste or jostling the opponent cancels the action in progress and earns a warning; a second offence becomes a touch. Violent play is a red card at once. In Skirm'an the player who plays SORTIE DE PISTE or BOUSCULADE gives a warning to the opponent; two warnings make a touch; JEU VIOLENT scores a touch.",
        decisions: &[
            d("He attacks, and he already has one warning. Call the bousculade: he jostled you.", "His attack is cancelled and he gets a second warning: that is a touch for you.", &["There is no attack of yours to conclude: he is attacking. Call the foul."]),
            d("You restart. Attack with your COUP DROIT SIXTE.", "Your attack is launched.", &[]),
            d("He called SORTIE DE PISTE on your attack: you get a warning, and he attacks in quarte, charging in roughly. Call JEU VIOLENT.", "Red card for his violent play: a penalty touch for you.", &["His attack was not concluded; there is nothing to touch with. Play JEU VIOLENT."]),
        ],
        summary: ["SORTIE DE PISTE and BOUSCULADE cancel an attack and give a warning; two warnings make a touch.", "JEU VIOLENT is a touch at once."],
    },
];

static FR: [LessonText; 19] = [
    // 1
    LessonText {
        title: "Attaque, parade, riposte",
        foil: "Le fleuret est une conversation avec des règles. Celui qui lance le premier une attaque correcte a la priorité ; le défenseur doit d’abord écarter la lame par une parade, et seulement ensuite répondre par une riposte. Skirm’an joue cette phrase avec des cartes : une attaque rouge, une parade verte, puis l’attaque rouge du pareur, et une TOUCHE bleue quand une attaque passe.",
        decisions: &[
            d("Vous avez l’initiative. Ouvrez l’assaut par une attaque : votre COUP DROIT SIXTE va droit à la ligne haute extérieure.", "Un coup droit : le bras s’allonge et la pointe va droit à la cible, dans la ligne où sont déjà les lames. Vous êtes l’attaquant : vous avez la priorité.", &["Une TOUCHE conclut une attaque qui n’a pas été parée ; rien n’a encore été attaqué.", "Une parade répond à une attaque ; personne ne vous attaque. L’ATTAQUANT commence par une attaque."]),
            d("Votre adversaire a paré en sixte et riposte en quarte. Fermez la ligne de quarte.", "Parade de quarte : votre lame passe à l’intérieur et écarte sa pointe. La parade vous rend la priorité.", &["Une parade de sixte ferme la ligne haute extérieure ; sa riposte arrive en quarte, la ligne haute intérieure."]),
            d("Vous avez paré : ripostez tout de suite, sans piocher. Votre COUPÉ OCTAVE va en bas, là où il n’a pas de parade.", "La riposte est l’attaque du pareur, dans le même mouvement que la parade. Un coupé passe par-dessus sa pointe ; celui-ci arrive en octave, en bas à l’extérieur.", &["Une TOUCHE conclut une attaque qui est passée ; votre riposte n’est pas encore partie."]),
            d("Il n’a pas pu parer l’octave et a dû se défausser. Concluez : jouez la TOUCHE.", "La pointe arrive : l’arbitre vous donne la touche. Dans Skirm’an, une carte TOUCHE conclut une attaque qui n’a pas été parée.", &["Votre attaque est déjà passée ; parer maintenant n’a pas de sens. Concluez avec la TOUCHE."]),
        ],
        summary: ["Une attaque, une parade, une riposte : la parade prend la priorité à l’attaquant.", "Une attaque non parée se conclut par une TOUCHE."],
    },
    // 2
    LessonText {
        title: "La priorité : qui est ATTAQUANT",
        foil: "Au fleuret, quand les deux tireurs touchent, l’arbitre ne demande pas qui a touché le premier mais qui avait la priorité. Elle appartient à celui qui a attaqué le premier ; le défenseur ne la prend qu’en parant (ou en faisant manquer l’attaque). Suivez le mot ATTAQUANT à côté des noms : il change de côté à chaque parade.",
        decisions: &[
            d("Il attaque par un DÉGAGEMENT QUARTE : c’est lui l’ATTAQUANT. Prenez-lui la priorité.", "Votre parade de quarte écarte sa lame : l’ATTAQUANT, c’est vous, voyez l’étiquette à côté de votre nom.", &["Il a la priorité : attaquer dans son attaque serait une contre-attaque, et c’est sa touche qui compterait. Parez d’abord."]),
            d("Vous avez la priorité. Ripostez avec votre COUPÉ SIXTE.", "Une riposte juste après la parade garde la priorité que vous venez de prendre.", &["Rien n’est encore passé : une TOUCHE ne conclut qu’une attaque qui n’a pas été parée."]),
            d("Il a paré en sixte et riposte en sixte : la priorité est de nouveau à lui. Parez.", "Chaque parade retourne la phrase : la priorité revient de votre côté.", &["Attaquer pendant sa riposte ne vous donne aucune priorité : sa riposte l’a. Parez-la."]),
            d("Ripostez encore avec votre DÉGAGEMENT QUARTE.", "Un dégagement passe sous sa lame pour arriver en quarte, la ligne haute intérieure.", &[]),
            d("Il n’a pas pu parer. Vous avez la priorité et l’attaque est passée : concluez.", "Touché ! L’arbitre la donne au tireur qui avait la priorité.", &[]),
        ],
        summary: ["La première attaque correcte a la priorité ; une parade la lui prend.", "Seul l’ATTAQUANT peut marquer avec une TOUCHE."],
    },
    // 3
    LessonText {
        title: "Les lignes hautes : sixte et quarte",
        foil: "La cible du fleuret est le tronc, partagé en quatre lignes. Pour un droitier, la sixte est la ligne haute extérieure (du côté du bras armé) et la quarte la ligne haute intérieure. Une carte d’attaque nomme la ligne où elle arrive, qu’elle aille droit (coup droit), sous la lame (dégagement) ou par-dessus la pointe (coupé) ; seule la parade de cette ligne l’arrête.",
        decisions: &[
            d("Son DÉGAGEMENT SIXTE arrive en haut à l’extérieur, du côté de votre bras armé. Quelle parade le ferme ?", "Parade de sixte : la main tourne un peu vers l’extérieur et la lame couvre la ligne haute extérieure.", &["Une parade de quarte ne ferme pas la ligne de sixte : elle couvre le haut intérieur, et sa pointe arrive à l’extérieur."]),
            d("Ripostez dans l’autre ligne haute avec votre COUPÉ QUARTE.", "Votre lame passe par-dessus sa pointe et arrive en quarte.", &[]),
            d("Il a paré et riposte par un DÉGAGEMENT QUARTE. Fermez la ligne haute intérieure.", "Parade de quarte : la lame passe devant la poitrine, vers l’intérieur.", &["Une parade d’octave ferme la ligne basse extérieure ; son attaque arrive en haut à l’intérieur, en quarte."]),
            d("Ripostez avec votre DÉGAGEMENT SIXTE.", "Un dégagement passe sous sa lame : il arrive là où il n’est pas couvert.", &[]),
            d("Il n’a pas pu parer. Concluez.", "Touche en sixte.", &[]),
        ],
        summary: ["La sixte est en haut à l’extérieur, la quarte en haut à l’intérieur.", "Chaque attaque s’arrête par la parade de la ligne où elle arrive."],
    },
    // 4
    LessonText {
        title: "Les lignes basses : septime et octave",
        foil: "Sous les lignes hautes se trouvent la septime (basse intérieure) et l’octave (basse extérieure). Leurs parades abaissent la pointe et balaient la lame vers le bas, devant le corps. Ce sont des cartes plus rares dans Skirm’an, comme les attaques basses sur la piste : gardez leurs parades.",
        decisions: &[
            d("Son COUP DROIT SEPTIME arrive en bas à l’intérieur. Quelle parade ?", "Parade de septime : la pointe s’abaisse et la lame balaie vers le bas, à l’intérieur.", &["Une parade d’octave ferme la ligne basse extérieure ; la septime est en bas à l’intérieur, de l’autre côté du corps."]),
            d("Ripostez en bas à l’extérieur avec votre COUP DROIT OCTAVE.", "Droit sur la ligne basse extérieure.", &[]),
            d("Il a paré en octave et riposte par un COUPÉ SEPTIME. Fermez la ligne.", "Encore septime : son coupé est descendu dans la même ligne basse intérieure.", &["La parade d’octave couvre le bas extérieur ; son coupé arrive en septime, en bas à l’intérieur."]),
            d("Ripostez avec votre DÉGAGEMENT OCTAVE.", "Vous passez sous sa lame vers la ligne basse extérieure.", &[]),
            d("Il n’a pas pu parer. Concluez.", "Touche en octave.", &[]),
        ],
        summary: ["La septime est en bas à l’intérieur, l’octave en bas à l’extérieur.", "Quatre lignes, quatre parades : une parade ne ferme que sa ligne."],
    },
    // 5
    LessonText {
        title: "TOUCHE et TOUCHE NON VALABLE",
        foil: "Une touche ne compte que sur la surface valable : au fleuret, le tronc. Une touche au bras, à la jambe ou au masque est « non valable » : l’arbitre arrête l’assaut, personne ne marque, et la phrase reprend. Dans Skirm’an, la carte TOUCHE NON VALABLE est le seul moyen d’annuler une TOUCHE ; celui qui la joue prend ensuite l’initiative.",
        decisions: &[
            d("Attaquez avec votre COUP DROIT QUARTE.", "Droit dans la ligne haute intérieure.", &[]),
            d("Il n’a pas pu parer. Jouez votre TOUCHE.", "Vous concluez. L’arbitre va-t-il l’accorder ?", &["Une TOUCHE NON VALABLE annule la TOUCHE de l’adversaire ; personne n’en a joué. Concluez avec votre propre TOUCHE."]),
            d("Sa TOUCHE NON VALABLE a annulé votre touche (hors surface), et il attaque en octave. Vous n’avez pas de parade : il faut vous défausser d’une carte. Laquelle ?", "Vous lâchez une TOUCHE : vous en avez plusieurs, et vous gardez la TOUCHE NON VALABLE dont vous aurez besoin.", &["Maintenant sa TOUCHE ne peut plus être annulée : vous avez jeté la carte qui l’aurait fait."]),
            d("Il joue TOUCHE. Annulez-la.", "Non valable ! Sa pointe est arrivée hors surface : pas de touche, et l’initiative est à vous.", &["Vous avez accordé la touche en tenant la carte qui l’annule."]),
        ],
        summary: ["Une TOUCHE conclut une attaque qui n’a pas été parée.", "Seule une TOUCHE NON VALABLE l’annule, et son joueur prend l’initiative."],
    },
    // 6
    LessonText {
        title: "La flèche et ses deux parades",
        foil: "La flèche est une attaque en course : le tireur jette son poids en avant, croise les jambes et dépasse son adversaire. Elle couvre tant de distance qu’une seule parade ne suffit pas. Dans Skirm’an il faut deux cartes : PARADE QUARTE + PARADE SIXTE, ou deux RETRAITES (rompre deux fois). Une flèche non arrêtée est une touche à elle seule.",
        decisions: &[
            d("Il fonce sur vous en FLÈCHE. Arrêtez-la : deux cartes ensemble.", "Vous avez arrêté la flèche : les deux lignes hautes fermées, ou deux pas en arrière hors de portée. La priorité est à vous.", &["Une parade ne suffit pas contre une flèche : jouez PARADE QUARTE et PARADE SIXTE ensemble.", "Une seule retraite ne suffit pas : la flèche couvre trop de distance. Deux RETRAITES, ensemble."]),
            d("Ripostez avec votre DÉGAGEMENT SIXTE pendant qu’il passe.", "La riposte le cueille à l’arrivée.", &[]),
            d("Il n’a pas pu parer. Concluez.", "Touche.", &[]),
        ],
        summary: ["Une flèche ne s’arrête que par QUARTE + SIXTE ou par deux RETRAITES.", "Non arrêtée, elle marque aussitôt, sans carte TOUCHE."],
    },
    // 7
    LessonText {
        title: "La retraite",
        foil: "La parade n’est pas la seule défense : le défenseur peut aussi reculer et laisser l’attaque tomber court (« rompre »). Dans Skirm’an, la RETRAITE répond à toute attaque simple, quelle que soit sa ligne, et comme une parade elle vous donne la riposte.",
        decisions: &[
            d("Son DÉGAGEMENT SEPTIME arrive en bas à l’intérieur, et vous n’avez pas de parade de septime. Défendez-vous.", "Vous rompez : sa pointe tombe court. La priorité est à vous pour la riposte.", &["Une parade d’octave ne ferme pas la ligne de septime : elle couvre le bas extérieur, son attaque arrive en bas à l’intérieur."]),
            d("Ripostez avec votre COUP DROIT SIXTE.", "Vous revenez avec la riposte pendant qu’il se remet en garde.", &["Vous ne défendez plus : après la retraite, c’est votre riposte. Attaquez."]),
            d("Il n’a pas pu parer. Concluez.", "Touche.", &[]),
        ],
        summary: ["La RETRAITE répond à une attaque simple dans n’importe quelle ligne.", "Comme une parade, elle donne la riposte à celui qui rompt."],
    },
    // 8
    LessonText {
        title: "La marche",
        foil: "La marche est le pas en avant qui prépare une attaque. Ce n’est pas encore une attaque : l’adversaire peut en profiter (par un battement, ou un coup d’arrêt au niveau Compétition). Mais un adversaire qui ne cesse de reculer finit hors de la piste : dans Skirm’an, trois MARCHES sans réponse font une touche.",
        decisions: &[
            d("Avancez : jouez une MARCHE.", "Vous faites un pas : vous gardez l’initiative et vous préparez.", &[]),
            d("Il a reculé. Avancez encore.", "Deuxième pas : il approche du bout de la piste.", &["Une marche n’est pas une attaque : il n’y a rien à conclure par une TOUCHE."]),
            d("Il a encore reculé. Une MARCHE de plus.", "Troisième marche sans réponse : il a franchi la limite arrière de la piste. Touche !", &["Une attaque ici interromprait le compte des marches : la troisième MARCHE marque à elle seule."]),
        ],
        summary: ["Une MARCHE garde l’initiative sans attaquer.", "Trois MARCHES de suite sans réponse poussent l’adversaire hors de la piste : une touche."],
    },
    // 9
    LessonText {
        title: "La pointe en ligne",
        foil: "La pointe en ligne, c’est le bras tendu, la pointe menaçant la cible. Établie avant que l’adversaire n’attaque, elle a la priorité : celui qui s’y jette est touché. Pour attaquer, il doit d’abord écarter la lame, en la battant (battement) ou en la prenant (prise de fer).",
        decisions: &[
            d("Mettez votre pointe en ligne : jouez POINTE EN LIGNE.", "Bras tendu, pointe menaçante : il ne peut plus simplement vous attaquer.", &["Il n’y a pas d’attaque à conclure : une TOUCHE vient à la fin d’une attaque qui est passée."]),
            d("Il a battu votre lame (BATTEMENT) et attaque en quarte. Parez.", "Son battement a ôté votre ligne, son attaque a donc la priorité : vous la parez en quarte.", &["Une fois votre lame battue, l’attaque a la priorité : parez-la avant d’attaquer."]),
            d("Ripostez avec votre COUP DROIT SIXTE.", "Riposte dans la ligne haute extérieure.", &[]),
            d("Il n’a pas pu parer. Concluez.", "Touche.", &[]),
        ],
        summary: ["Une POINTE EN LIGNE garde l’initiative : elle a la priorité.", "L’adversaire doit prendre le fer (BATTEMENT, PRISE DE FER) avant d’attaquer."],
    },
    // 10
    LessonText {
        title: "Le battement",
        foil: "Le battement est un coup sec sur la lame adverse qui l’écarte et ouvre une ligne. Il se fait pour attaquer aussitôt : battement et attaque ne font qu’un mouvement. Dans Skirm’an on joue le BATTEMENT avec son attaque, deux cartes ensemble, contre une MARCHE ou une POINTE EN LIGNE.",
        decisions: &[
            d("Il avance d’une MARCHE. Battez sa lame et attaquez aussitôt : choisissez BATTEMENT et votre DÉGAGEMENT QUARTE ensemble.", "Battement et attaque d’un seul mouvement : vous lui prenez l’initiative.", &["Contre une marche, le jeu vous demande d’abord de prendre sa lame : BATTEMENT et l’attaque ensemble.", "Un battement seul ne mène à rien : l’attaque doit suivre aussitôt. Jouez les deux cartes ensemble."]),
            d("Il a paré et riposte en sixte. Parez.", "Parade de sixte.", &[]),
            d("Ripostez avec votre COUP DROIT SIXTE.", "Riposte.", &[]),
            d("Il n’a pas pu parer. Concluez.", "Touche.", &[]),
        ],
        summary: ["Le BATTEMENT bat la lame d’un adversaire qui avance ou tient la ligne.", "Il se joue avec son attaque, en une seule action."],
    },
    // 11
    LessonText {
        title: "La feinte et la carte en attente",
        foil: "Une feinte est une menace faite pour provoquer une parade : le tireur fait mine d’attaquer dans une ligne pour toucher dans une autre. Le défenseur ne sait pas quelle menace est la vraie. Dans Skirm’an, sous une FEINTE vous posez une carte face cachée, en attente ; vous ne piochez pas tant que durent les feintes, et seule votre dernière carte compte quand la vraie attaque arrive.",
        decisions: &[
            d("Il feinte. Posez une parade face cachée, en attente.", "Vous réagissez à la menace par une parade, cachée : il ne sait pas quelle ligne vous couvrez.", &["Sous une feinte, votre réponse se pose face cachée, en attente : cliquez la carte, puis « Poser face cachée »."]),
            d("Deuxième FEINTE : seule votre dernière carte comptera. Sa lame est restée en sixte : mettez votre PARADE SIXTE en attente.", "Vous changez de parade sur la seconde feinte : la carte d’avant ne compte plus.", &["Il a attaqué en sixte : votre TOUCHE face cachée n’est pas une parade, et il a marqué."]),
            d("Son COUPÉ SIXTE est arrivé, et votre PARADE SIXTE l’attendait. Ripostez avec votre COUP DROIT QUARTE.", "Vous avez lu la feinte : votre parade cachée était la bonne, et vous ripostez.", &[]),
            d("Il n’a pas pu parer. Concluez.", "Touche.", &[]),
        ],
        summary: ["Sous une FEINTE on pose une carte en attente et on ne pioche pas.", "Quand l’attaque arrive, seule la dernière carte compte : la bonne parade donne la riposte."],
    },
    // 12
    LessonText {
        title: "Les contres",
        foil: "La contre-parade (contre) est un petit cercle de la lame qui ramasse le fer adverse et le ramène du côté de la parade. Le contre de quarte arrête une attaque qui arrive en sixte ; le contre de sixte, une attaque qui arrive en quarte. Contre un dégagement, c’est la réponse classique.",
        decisions: &[
            d("Son COUP DROIT SIXTE arrive en haut à l’extérieur. Vous n’avez pas de parade de sixte, mais un contre peut le ramasser.", "Contre de quarte : votre lame décrit un cercle et ramène la sienne à l’intérieur.", &["Un contre de sixte ramasse une attaque qui arrive en quarte ; celle-ci arrive en sixte : il faut le contre de quarte."]),
            d("Ripostez avec votre COUPÉ QUARTE.", "Riposte par-dessus sa pointe.", &[]),
            d("Il a paré et riposte par un DÉGAGEMENT QUARTE. Ramassez-le.", "Contre de sixte : le cercle ramène sa lame à l’extérieur.", &["Une parade d’octave couvre le bas extérieur ; son attaque arrive en haut à l’intérieur, en quarte."]),
        ],
        summary: ["Le CONTRE DE QUARTE arrête une attaque en sixte ; le CONTRE DE SIXTE, une attaque en quarte.", "Un contre ramène l’attaque dans l’autre ligne haute."],
    },
    // 13
    LessonText {
        title: "L’arrêt",
        foil: "Le coup d’arrêt est une contre-attaque dans la préparation adverse : il arrive pendant que l’adversaire avance encore. Il n’a la priorité qu’à ce moment-là, pas contre une attaque lancée. Dans Skirm’an, l’ARRÊT répond à une MARCHE, et c’est une offensive dans sa ligne : l’adversaire doit la parer.",
        decisions: &[
            d("Il avance d’une MARCHE. Arrêtez-le dans sa préparation.", "Votre pointe arrive pendant qu’il avance encore : le coup d’arrêt a la priorité.", &["Une parade répond à une attaque ; une marche est une préparation. Touchez dedans : jouez l’ARRÊT."]),
            d("Il n’a pas pu parer votre arrêt. Concluez.", "Touche sur le coup d’arrêt.", &[]),
            d("Vous reprenez. Avancez : jouez une MARCHE.", "Vous préparez à votre tour.", &[]),
            d("Il arrête votre marche d’un ARRÊT SIXTE. Parez-le.", "Parade de sixte : un coup d’arrêt paré vous donne la riposte.", &["Une parade de quarte couvre le haut intérieur ; son arrêt arrive en sixte."]),
        ],
        summary: ["L’ARRÊT touche dans une MARCHE, la préparation adverse.", "C’est une offensive dans sa ligne : parez-la comme une attaque."],
    },
    // 14
    LessonText {
        title: "Le dérobement",
        foil: "Le dérobement est la réponse du tireur en ligne quand l’adversaire cherche son fer : la pointe passe sous le battement ou la prise de fer, et la ligne demeure. La priorité reste alors à la pointe en ligne. Dans Skirm’an, il marque aussitôt.",
        decisions: &[
            d("Mettez votre pointe en ligne.", "Votre pointe menace : il doit prendre votre fer.", &[]),
            d("Il tente une PRISE DE FER sur votre lame. Dérobez-vous.", "Sa lame ne trouve rien : votre pointe reste en ligne et touche. Touche !", &["Pas de retraite contre une prise de fer (SK7) : il tient votre lame. Dérobez-vous plutôt."]),
            d("Vous reprenez. De nouveau la pointe en ligne.", "La même menace.", &[]),
            d("Cette fois il bat votre lame et attaque en sixte. Dérobez-vous au battement.", "Dérobement sur le battement : votre lame glisse sous la sienne, la ligne garde la priorité. Touche !", &[]),
        ],
        summary: ["Le DÉROBEMENT répond à un BATTEMENT ou une PRISE DE FER sur votre POINTE EN LIGNE.", "Il marque aussitôt."],
    },
    // 15
    LessonText {
        title: "La contre-attaque",
        foil: "Une contre-attaque n’a la priorité que si elle arrive avant le dernier mouvement de l’attaque adverse : contre une feinte, ou la première partie d’une attaque composée. Dans Skirm’an, la CONTRE-ATTAQUE répond à une FEINTE ou à une ATTAQUE COMPOSÉE, et c’est une offensive que l’adversaire doit parer.",
        decisions: &[
            d("Il feinte. Au lieu d’attendre, contre-attaquez sur la feinte.", "Vous touchez dans sa feinte, avant sa vraie attaque : la contre-attaque a la priorité.", &["Sous une feinte, une parade se pose face cachée, en attente ; ici, touchez dans sa feinte avec la CONTRE-ATTAQUE."]),
            d("Il n’a pas pu parer. Concluez.", "Touche.", &[]),
            d("Vous reprenez. Feintez : jouez FEINTE.", "Vous menacez pour provoquer une réaction.", &[]),
            d("Il contre-attaque en quarte sur votre feinte. Parez.", "Parade de quarte : une contre-attaque parée vous donne la riposte.", &["Une parade de sixte couvre le haut extérieur ; sa contre-attaque arrive en quarte."]),
        ],
        summary: ["La CONTRE-ATTAQUE touche dans une FEINTE ou une ATTAQUE COMPOSÉE.", "Elle se pare dans sa ligne, comme toute offensive."],
    },
    // 16
    LessonText {
        title: "L’attaque composée",
        foil: "Une attaque composée enchaîne une feinte dans une ligne et une finale dans l’autre : un une-deux. La défense classique est une parade simple sur la feinte, puis une contre-parade sur la finale. Dans Skirm’an, contre une ATTAQUE COMPOSÉE, vous gardez deux cartes : la parade de la ligne, puis son propre contre (QUARTE puis CONTRE DE QUARTE, ou SIXTE puis CONTRE DE SIXTE).",
        decisions: &[
            d("Il annonce une ATTAQUE COMPOSÉE. Gardez deux cartes : la parade d’une ligne haute et son propre contre. Choisissez PARADE QUARTE et CONTRE DE QUARTE, puis « Garder ces deux cartes ».", "Quarte sur la première attaque, contre de quarte sur la seconde : vous arrêtez le une-deux.", &["La quarte a arrêté la première attaque, mais une parade de sixte n’est pas le contre de quarte : la seconde attaque est passée."]),
            d("Les deux attaques sont arrêtées. Ripostez avec votre DÉGAGEMENT SIXTE.", "Riposte après la parade composée.", &[]),
            d("Il n’a pas pu parer. Concluez.", "Touche.", &[]),
        ],
        summary: ["Contre une ATTAQUE COMPOSÉE, gardez la parade de la ligne et son propre contre.", "QUARTE puis CONTRE DE QUARTE, ou SIXTE puis CONTRE DE SIXTE."],
    },
    // 17
    LessonText {
        title: "La prise de fer",
        foil: "La prise de fer contrôle la lame adverse et l’emmène pendant que la pointe va à la cible : liement, enveloppement. Elle répond à une pointe en ligne, et peut être la riposte après une parade. Une retraite n’y échappe pas.",
        decisions: &[
            d("Il met sa pointe en ligne. Prenez son fer : PRISE DE FER SIXTE.", "Vous prenez sa lame : la ligne n’existe plus et votre offensive arrive en sixte.", &["Une parade répond à une attaque ; sa pointe en ligne attend. Prenez son fer."]),
            d("Il a paré votre prise de fer et riposte en quarte. Parez.", "Parade de quarte.", &[]),
            d("Ripostez en prenant son fer : PRISE DE FER QUARTE.", "Une riposte avec prise de fer : sa lame est tenue, il ne peut pas rompre.", &["Rien n’est encore passé : ripostez d’abord."]),
            d("Il n’a pas pu parer. Concluez.", "Touche.", &[]),
        ],
        summary: ["La PRISE DE FER répond à une POINTE EN LIGNE, ou se joue en riposte.", "Elle se pare dans sa ligne ; aucune RETRAITE n’y échappe."],
    },
    // 18
    LessonText {
        title: "Balayage et riposte dos",
        foil: "Un large balayage de la lame qui écarte n’importe quelle attaque simple, suivi aussitôt d’une riposte dans le dos : un geste spectaculaire. Dans Skirm’an, le BALAYAGE arrête toute attaque simple, mais seul un joueur qui tient une TOUCHE peut le jouer, et la TOUCHE doit suivre.",
        decisions: &[
            d("Son COUPÉ OCTAVE arrive en bas à l’extérieur. Vous n’avez pas de parade d’octave, mais vous avez le balayage.", "Votre lame balaie la sienne et vous tournez pour la riposte.", &["Une parade de sixte couvre le haut extérieur ; son attaque arrive en octave. Balayez-la."]),
            d("Il n’a rien contre le balayage. Jouez maintenant la TOUCHE qu’il annonçait.", "Riposte dans le dos : touche.", &["Après un BALAYAGE, la TOUCHE doit suivre aussitôt (SK8)."]),
        ],
        summary: ["Le BALAYAGE arrête toute attaque simple.", "Il demande une TOUCHE en main, jouée juste après."],
    },
    // 19
    LessonText {
        title: "Sortie de piste, bousculade, jeu violent",
        foil: "L’arbitre sanctionne les fautes par des cartons : jaune pour un avertissement, rouge pour une touche de pénalité. Sortir de la piste ou bousculer l’adversaire annule l’action en cours et vaut un avertissement ; la récidive devient une touche. Le jeu violent, c’est le carton rouge d’emblée. Dans Skirm’an, qui joue SORTIE DE PISTE ou BOUSCULADE donne un avertissement à l’adversaire ; deux avertissements font une touche ; JEU VIOLENT marque une touche.",
        decisions: &[
            d("Il attaque, et il a déjà un avertissement. Signalez la bousculade : il vous a bousculé.", "Son attaque est annulée et il reçoit un second avertissement : c’est une touche pour vous.", &["Vous n’avez pas d’attaque à conclure : c’est lui qui attaque. Signalez la faute."]),
            d("Vous reprenez. Attaquez avec votre COUP DROIT SIXTE.", "Votre attaque est lancée.", &[]),
            d("Il a signalé SORTIE DE PISTE sur votre attaque : vous recevez un avertissement, et il attaque en quarte en fonçant brutalement. Signalez le JEU VIOLENT.", "Carton rouge pour son jeu violent : une touche de pénalité pour vous.", &["Son attaque n’a pas été conclue ; vous n’avez rien à toucher. Jouez JEU VIOLENT."]),
        ],
        summary: ["SORTIE DE PISTE et BOUSCULADE annulent une attaque et donnent un avertissement ; deux avertissements font une touche.", "JEU VIOLENT est une touche immédiate."],
    },
];

messages! {
    pub enum Text {
        PageTitle => "Learn Skirm'an", "Apprendre Skirm’an";
        Intro => "Nineteen short lessons on the conventions of foil, played with the cards of Skirm'an: each starts from a position chosen for its point and asks you a few decisions. A wrong answer is explained, and you try again.", "Dix-neuf courtes leçons sur les conventions du fleuret, jouées avec les cartes de Skirm’an\u{202F}: chacune part d’une position choisie pour son propos et vous demande quelques décisions. Une mauvaise réponse est expliquée, et vous réessayez.";
        Lessons => "The lessons", "Les leçons";
        Done => "done", "faite";
        StartCourse => "Start the course", "Commencer le cours";
        ContinueCourse => "Continue the course", "Reprendre le cours";
        ResetProgress => "Start the course again", "Recommencer le cours";
        BackToLessons => "All lessons", "Toutes les leçons";
        OnThePiste => "On a real piste", "Sur une vraie piste";
        Right => "Right.", "Juste.";
        Wrong => "Not this one.", "Pas celle-ci.";
        PlayedOutNote => "Here is what it led to. Try again from the same position.", "Voici ce que cela a donné. Réessayez depuis la même position.";
        TryAgain => "Try again", "Réessayer";
        RefusedBy => "The rules refuse it:", "Les règles le refusent\u{202F}:";
        NotThisLesson => "The rules allow it, but it is not what this lesson practises: read the prompt again.", "Les règles le permettent, mais ce n’est pas ce que cette leçon travaille\u{202F}: relisez la consigne.";
        Summary => "In short", "En bref";
        NextLesson => "Next lesson", "Leçon suivante";
        RestartLesson => "Start this lesson again", "Recommencer cette leçon";
        Broken => "This lesson no longer matches the rules of the game. Go on to the next one.", "Cette leçon ne correspond plus aux règles du jeu. Passez à la suivante.";
        You => "You", "Vous";
        Opponent => "Opponent", "Adversaire";
        Play => "Play", "Jouer";
        PlaceFaceDown => "Place face down", "Poser face cachée";
        Discard => "Discard", "Se défausser";
        PlayBoth => "Play both together", "Jouer les deux ensemble";
        KeepTwo => "Keep these two", "Garder ces deux cartes";
        Concede => "Concede the touch", "Accorder la touche";
        ClearSelection => "Clear the selection", "Annuler la sélection";
        SelectHint => "Choose a card in your hand (two for a two-card answer), or an answer in the teaching panel.", "Choisissez une carte de votre main (deux pour une réponse à deux cartes), ou une réponse dans le panneau d’aide.";
        OpponentWaits => "Your opponent waits for your answer.", "Votre adversaire attend votre réponse.";
        FinalBout => "Your first bout", "Votre premier assaut";
        FinalBoutText => "You have seen every card. Now play a whole bout to 5 touches against the gentlest computer (Beginner), with the teaching panel open beside your hand.", "Vous avez vu toutes les cartes. Disputez maintenant un assaut complet en 5 touches contre l’ordinateur le plus doux (Débutant), avec le panneau d’aide ouvert à côté de votre main.";
        FinalBoutLink => "Play a bout against the Beginner computer", "Disputer un assaut contre l’ordinateur Débutant";
        CourseLink => "New to Skirm'an? Take the guided course", "Nouveau venu\u{202F}? Suivez le cours guidé de Skirm’an";
        Drawing => "Drawing", "Schéma";
        DrawTarget => "The foil target: the attack's line and the parry that closes it.", "La cible du fleuret\u{202F}: la ligne de l’attaque et la parade qui la ferme.";
        DrawBlade => "The path of one blade (red, dashed) around the other (green).", "Le trajet d’une lame (rouge, en tirets) autour de l’autre (verte).";
        DrawDistance => "The fencers on the piste: who moves, and where (you in red).", "Les tireurs sur la piste\u{202F}: qui bouge, et où (vous en rouge).";
    }
}

sentences! {
    /// "Lesson 3 of 19".
    pub fn lesson_of(n: usize, total: usize) {
        "Lesson {n} of {total}",
        "Leçon {n} sur {total}";
    }

    /// "Decision 2 of 4".
    pub fn decision_of(n: usize, total: usize) {
        "Decision {n} of {total}",
        "Décision {n} sur {total}";
    }
}

sentences! {
    /// "5 of 19 lessons done".
    pub fn progress_line(done: usize, total: usize) match done {
        0 | 1 => "{done} of {total} lessons done", "{done} leçon sur {total} faite";
        done => "{done} of {total} lessons done", "{done} leçons sur {total} faites";
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::skirman::course::LESSONS;

    /// Every lesson has its words in both languages, shaped like its data: one text per
    /// decision and one explanation per wrong answer.
    #[test]
    fn every_lesson_has_its_words() {
        for lang in Lang::ALL {
            for (i, lesson) in LESSONS.iter().enumerate() {
                let text = lesson_text(i, lang).unwrap_or_else(|| panic!("{}", lesson.slug));
                assert_eq!(
                    text.decisions.len(),
                    lesson.steps.len(),
                    "{} {lang:?}",
                    lesson.slug
                );
                for (d, (words, decision)) in text.decisions.iter().zip(lesson.steps).enumerate() {
                    assert_eq!(
                        words.wrong.len(),
                        decision.wrong.len(),
                        "{} decision {d} {lang:?}",
                        lesson.slug
                    );
                }
                let all = [text.title, text.foil, text.summary[0], text.summary[1]]
                    .into_iter()
                    .chain(text.decisions.iter().flat_map(|d| {
                        [d.prompt, d.right]
                            .into_iter()
                            .chain(d.wrong.iter().copied())
                    }));
                for s in all {
                    assert!(!s.trim().is_empty());
                    if lang == Lang::Fr {
                        for p in [" :", " ;", " !", " ?", "\u{a0}:", "« ", " »"] {
                            assert!(!s.contains(p), "French typography ({p:?}) in {s:?}");
                        }
                    }
                }
            }
            assert!(lesson_text(LESSONS.len(), lang).is_none());
        }
        for key in Text::ALL {
            let fr = key.text(Lang::Fr);
            for p in [" :", " ;", " !", " ?"] {
                assert!(!fr.contains(p), "{key:?}");
            }
        }
    }
}
