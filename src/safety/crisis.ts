// Crisis detection: does a message show suicide or self-harm risk? Used by the companion chat and
// community drafts. Pure and synchronous, no DOM. It errs towards firing: a false alarm shows
// crisis contacts to someone who did not need them; a miss leaves someone alone.
//
// The text is normalised first (case, accents, leetspeak, zero-width characters, spacing, repeated
// letters), then matched against phrase patterns kept below as data, per language, each with the
// kind of phrasing it catches. Patterns are written in plain spelling; the same letter-collapsing
// that is applied to the text is applied to them, so "killl" and "kill" meet as "kil".

/** Everyday idioms that use death words without risk; removed before matching. */
const idioms: readonly string[] = [
  // English: "dying to see it", "I could die laughing", "die of embarrassment", "died laughing"
  String.raw`\bdying (to|for|of) \w+`,
  String.raw`\b(die|died|dying|dead) (of|from) (embarrassment|laughter|laughing|boredom|cringe|shame|cuteness)\b`,
  String.raw`\b(could|would) (just )?die (happy|laughing)\b`,
  // "if I have to do one more group project I'm gonna die"
  String.raw`\bif i (have|had) to (\w+ ){1,8}(im|i am|i m|ill|i will|i d) (literally |actually |seriously )?(gonna |going to )?die\b`,
  // "one year since I last hurt myself": a recovery milestone
  String.raw`\b(days?|weeks?|months?|years?) (since i (last )?|clean from |free from |without )(hurt|hurting|cut|cutting|harmed|harming|self ?harm\w*)( my ?self| myself)?\b`,
  // "I shot myself in the foot": a mistake of one's own
  String.raw`\b(shot|shoot|shooting) (my ?self|myself) in the foot\b`,
  // "this homework will be the death of me"
  String.raw`\b(be|is|s|will be|gonna be|going to be) the death of me\b`,
  // "disappear under my blanket", "vanish into my room": hiding for a while
  String.raw`\b(disappear|vanish) (under|into|in|inside|for a|for the|from (school|class|work))\b`,
  // "die my hair": the dye misspelled
  String.raw`\b(die|dying|died) (my|her|his|your|our|their) hair\b`,
  String.raw`\b(die|dying|died) (the )?(eggs|easter eggs|fabric|shirt|shirts|clothes|t shirt|yarn)\b`,
  // "cut myself a slice of cake": serving oneself (but "cut myself a lot" is not an idiom)
  String.raw`\b(cut|cutting) (my ?self|myself) (a|an|some) (slice|piece|bite|sandwich|snack)\b`,
  // "suicide mission", "suicide squad", "suicide sprints": a game, a film, a training drill
  String.raw`\bsuicide (mission|missions|squad|run|runs|door|doors|drill|drills|sprint|sprints)\b`,
  // "5 kms", "10km", "3 kms run": distances, not "kill myself"
  String.raw`\b\d+(\.\d+)? ?kms?\b`,
  // Spanish: "me muero de risa / de hambre / de sueño", "muerto de cansancio"
  String.raw`\b(muer\w*|mori\w*|muerto|muerta) de (risa|hambre|sueno|ganas|frio|calor|miedo|verguenza|cansancio|aburrimiento|amor)\b`,
  // Spanish: "me voy a matar estudiando": working oneself hard
  String.raw`\b(me voy a matar|me mato|matarme|me estoy matando) (estudiando|trabajando|entrenando|de risa)\b`,
  // Spanish: "me corté el pelo / las uñas" (a haircut, not a cut)
  String.raw`\bme (corto|corte|cortare) (el|la|las|los|mi|mis) (pelo|cabello|flequillo|unas|barba|puntas)\b`,
  // French: "je me suis coupé les cheveux / le doigt": a haircut or a kitchen accident
  String.raw`\bme suis (coupe|coupee) (les|mes|le|la|un|une) (cheveux|ongles|frange|pointes|barbe|doigt|main)\b`,
  // French: "mort de rire", "je meurs de faim", "mourir de honte"
  String.raw`\b(mort|morte|meurs|meurt|mourir|mourais) (de|d) (rire|faim|froid|chaud|honte|ennui|fatigue|peur)\b`,
  // Arabic: "ميت من الضحك" (dead from laughing), "مت من الضحك"
  String.raw`(ميت|مت|موت) من (الضحك|التعب|الجوع)`,
];

/** Phrase patterns per language. Latin-script patterns run on accent-free, lowercased text. */
const patterns: Readonly<Record<'en' | 'es' | 'fr' | 'zh' | 'ar', readonly string[]>> = {
  en: [
    // direct: "kill myself", "hang myself", "end my life", "take my own life"
    String.raw`\b(kill|killing|hang|hanging|shoot|shooting|drown|drowning|poison|poisoning|stab|stabbing|end|ending|finish|finishing) ?(my ?self|myself|meself|mself|my own life|my life)\b`,
    String.raw`\btak(e|ing) my (own )?life\b`,
    // the words themselves, and youth slang and evasions
    String.raw`\bsuicid\w*`,
    String.raw`\bsu[i1!]c[i1!]d\w*`,
    String.raw`\bkms\b`,
    String.raw`\bkmsl?\b`,
    String.raw`\bun ?aliv\w*`,
    String.raw`\bsewer ?slid\w*`,
    String.raw`\bself ?(harm|hurt|injur)\w*`,
    String.raw`\bs ?h (again|relapse)\b`,
    String.raw`\brelaps\w* (on|with|into)? ?(sh|self ?harm|cutting)\b`,
    // wanting to die or be dead: "I want to die", "wanna die", "I wish I was dead"
    String.raw`\b(want|wanna|wanted|wish|wishing|going|gonna|ready|plan|planning|trying|tryna|deserve) (to |2 )?(just )?(die|be dead|not exist|stop existing|stop living|end it|disappear forever)\b`,
    String.raw`\bwish (i|id) (was|were|had) (dead|never been born|died)\b`,
    // wishing not to be alive or to exist: "I wish I wasn't alive", "I wish I didn't exist", "what if I just didn't exist"
    String.raw`\bwish (i|id) (wasnt|werent|was not|were not) (alive|here anymore|born)\b`,
    String.raw`\bwish (i|id) (was|were) never born\b`,
    String.raw`\b(wish|if) (i|id) (just )?(didnt|did not|never|wouldnt|would not) (exist|existed|wake up|woke up)\b`,
    // not deserving to live: "I don't deserve to live", "I shouldn't be alive"
    String.raw`\bi (shouldnt|should not|dont deserve to|do not deserve to|dont deserve to be) (be alive|live|exist|be living|alive)\b`,
    // "I want to not wake up", "I want to never wake up"
    String.raw`\b(want|wanna|wish|hope|hoping) (to )?(not|never) wake up\b`,
    String.raw`\b(rather|better off) (be )?dead\b`,
    String.raw`\bi ?(am|m) (going|gonna) to die\b`,
    // a wish or intent followed within a few words by death: "I feel like dying", "thinking about death"
    String.raw`\b(want|wanna|wish|wishing|hope|hoping|feel like|feeling like|thinking about|think about|thought about|thinking of|thoughts (of|about)|stop thinking about|imagining|picturing|decided to|deciding to|plan to|plan on|planning to|planning on|going to|gonna|ready to|tempted to|urge to|tryna|trying to)\b( \w+){0,3}? (die|dying|death|be dead|kill myself|killing myself|end my life|ending my life|ending it(?! with)|not be alive|not be here|stop existing|not exist|disappear|vanish|stop breathing|my (own )?funeral)\b`,
    String.raw`\b(thinking about|think about|thoughts of|stop thinking about) jumping\b(?! (rope|on|in|into|over|around|jacks|off the diving))`,
    String.raw`\b(ways|how) to (die|kill myself|end it|end my life|not wake up)\b`,
    String.raw`\b(want|wish|need) (it|it all|everything|my life|life|this life|the pain|this pain|all of this) (all )?to (end|stop|be over)( forever)?\b`,
    String.raw`\b(life|living|my life|existing) (is|feels|seems) (so )?(pointless|meaningless)\b`,
    String.raw`\b(only|except|but) (dying|death|suicide)\b`,
    String.raw`\bno way out (but|except|other than)\b`,
    String.raw`\b(sleep|fall asleep) and (not|never) wake\b`,
    String.raw`\b(hope|wish|want|praying) (that )?(i )?(dont|do not|never|wont|will not) wake up\b`,
    String.raw`\bdisappear (and never come back|for good)\b`,
    String.raw`\b(took|taken|swallowed) (a bunch of|all (my|the|of my)|too many|lots of|a lot of|a handful of) (pills|meds|tablets|sleeping pills|painkillers|antidepressants|tylenol|paracetamol|ibuprofen|advil|aspirin)\b`,
    // "I took a whole bottle of tylenol", "swallowed the entire pack" (not "a whole bottle of water")
    String.raw`\b(took|taken|take|swallowed|swallow) (the|a|an) (whole|entire|full) (bottle|box|pack|packet|strip)( of (my )?(pills|meds|tablets|sleeping pills|painkillers|antidepressants|medicine|medication|tylenol|paracetamol|ibuprofen|advil|aspirin)\b|$)`,
    // gathering the means: "I have pills saved up", "I've been saving my meds"
    String.raw`\b(saved|saving|stockpiling|stockpiled|hoarding|hoarded) (up )?(my |some |a lot of |enough )?(pills|meds|tablets)\b`,
    String.raw`\b(pills|meds|tablets) saved up\b`,
    String.raw`\b(done|finished) with (life|living|being alive|everything|it all|this life|existing)\b`,
    String.raw`\b(dont see|dont get|whats|what is|there is no|theres no|is there any|no) (the )?point (in|of) (living|life|being alive|going on|existing|being here|anything)\b`,
    String.raw`\b(im|i am|feel like|feel like im|i feel like i am) (a|such a|just a) burden\b(?! (on|to|for|in) (my|the|our|this) (group|team|project|class|band|squad))(?! (when|if) i ask (\w+ ){0,3}for help with (my )?(homework|school|maths|math|the project|revision))`,
    // not wanting to live: "I don't want to be alive anymore", "no reason to live"
    String.raw`\b(dont|do not|doesnt|dnt|no longer) (want|wanna|wish) (to )?(be alive|live|living|exist|be here|wake up|go on)\b`,
    String.raw`\b(no|nothing|not any) (reason|reasons|point) (for me )?(to|in|for) (live|living|life|go on|going on|be alive|being alive|exist|keep living|stay alive)\b`,
    String.raw`\bnothing (left )?to live for\b`,
    String.raw`\b(life|living) (is|isnt|is not|aint) (not )?worth (it|living)\b`,
    String.raw`\bnot worth living\b`,
    String.raw`\bcant (go on|keep going|keep living|live like this|do this anymore|take (it|this) anymore)\b`,
    String.raw`\btired of (living|being alive|life|existing)\b`,
    // ending it: "ending it all", "end everything"
    String.raw`\b(end|ending|ended) (it all|everything|things|it for good|it tonight|it today)\b`,
    String.raw`\b(want|wanna|going|gonna|thinking about|think about|plan|planning|ready) (to )?end (it|everything)\b`,
    // "I feel like ending it", "thinking of ending it all" (not "ending it with my boyfriend")
    String.raw`\b(feel like|feeling like|thinking of|thinking about|thought about|considering) ending (it|everything)( all)?\b(?! with)`,
    // wanting to be gone: "I want to be gone", "I just want to be gone forever"
    String.raw`\b(want|wanna) (to )?be gone (forever|for good)\b`,
    String.raw`\b(want|wanna) (to )?be gone( from (this|the) (world|earth|planet))?$`,
    // indirect: burden and absence
    String.raw`\b(everyone|everybody|they|people|my family|the world|world) (would|will|d) be (better|happier) (off )?without me\b`,
    String.raw`\bbetter off without me\b`,
    String.raw`\b(nobody|no one|noone|no1) (would|will) (even |really )?(care|notice|miss me) (if|when) i (die|died|was gone|were gone|disappeared|left forever)\b`,
    String.raw`\b(nobody|no one|noone) (would|will) miss me\b`,
    String.raw`\b(wont|will not) be (around|here) (much longer|anymore|tomorrow|next (week|month|year))\b`,
    // "I don't think I'll be here next week", "not sure I'll make it through the night"
    String.raw`\b(dont think|do not think|doubt|not sure) (i ?ll|i will|im going to|im gonna|i am going to) (be (here|around|alive)|make it|survive) (next|by|much longer|for long|anymore|tomorrow|through the night|the night|the week)\b(?!.{0,30}\b(going to|trip|holiday|vacation|travel\w*|visiting|away|camp)\b)`,
    // warning signs: giving everything away, standing on the edge
    String.raw`\b(gave|giving|give|given) away (all (of )?my (stuff|things|belongings|possessions)|everything i (own|have))\b`,
    String.raw`\b(standing|stood|sitting) on (the|a) (ledge|railing)\b`,
    String.raw`\b(standing|stood|sitting) on the edge of (the|a|my) (roof|bridge|building|balcony|cliff|window|platform|tracks)\b`,
    String.raw`\bstanding on (the|a|my) (roof|rooftop)\b`,
    // "my wrists are bleeding", "a gun to my head"
    String.raw`\bmy (wrist|wrists|veins|thigh|thighs) (is|are|keeps?|wont stop|will not stop) (still )?(bleeding|bleed)\b`,
    String.raw`\b(gun|pistol|knife|blade|razor) (to|against|at) my (head|throat|wrist|wrists|chest|temple)\b`,
    // "I'm so done. goodbye everyone"
    String.raw`\b(im|i am) (so )?done( with (it all|everything|life|this|all of this))?\b.{0,12}\b(goodbye|farewell)\b`,
    String.raw`\b(not going to|not gonna) be (around|here|alive) (much longer|anymore|tomorrow|next week|next month|for long|by (tomorrow|monday|the weekend))\b`,
    String.raw`\b(what if|maybe) i (just )?(ended|end|ending) (it|it all|everything|my life)\b(?! with)`,
    String.raw`\b(arms|wrists|thighs|legs|skin|body) (are|is) (covered in|full of) (cuts|scars|burns)\b`,
    String.raw`\bcuts on my (arm|arms|wrist|wrists|thigh|thighs|legs|stomach)\b`,
    String.raw`\b(everyone|everybody|they|people|my family|the world|world) (would|will|d) be (better|happier)( off)? (if|when) i (disappeared|was gone|were gone|died|was dead|were dead|wasnt here|was not here|didnt exist|killed myself)\b`,
    String.raw`\bthis is it for me\b`,
    String.raw`\b(ive|i have) said my goodbyes\b`,
    String.raw`\b(want|wanna|need) out of (this|my) life\b`,
    String.raw`\bnothing left for me\b(?! to)`,
    String.raw`\bgiv(e|ing) up on (life|living|being alive)\b`,
    String.raw`\bcant live (with|like) (this|it)( \w+)? (anymore|any longer)\b`,
    String.raw`\bcant live with (this|the) pain\b`,
    String.raw`\b(drive|driving|crash|crashing|steer) (my|the) (car|bike) (into|off) (a|the) (wall|tree|bridge|cliff|truck|river)\b`,
    String.raw`\bgoodbye (cruel )?world\b`,
    // batch 6 (indirect on purpose): needing to die, a decision made, a last message
    String.raw`\bi( really| just| probably)? (need|should|must|have|ought) (to )?(just )?(die|be dead|kill myself|end it|end my life)\b`,
    String.raw`\bif i (died|was dead|were dead|disappeared|killed myself|wasnt here|was gone|were gone)\b.{0,25}\b(fine|ok|okay|better|easier|nobody|no one|noone|who cares|wouldnt matter)\b`,
    String.raw`\b(made|make) (my|the) (decision|choice)\b.{0,30}\b(not scared|at peace|ready|goodbye|its time)\b`,
    String.raw`\bat peace( now)?\b.{0,20}\b(goodbye|bye)\b`,
    String.raw`\beverything( s| is) ready\b.{0,30}\b(goodbye|at peace)\b`,
    String.raw`\b(last|final) time (you ll|you will|youll|anyone will|anyone ll|you ever) (hear from|see|talk to) me( again| ever| alive)?$`,
    String.raw`\b(step|stepping|walk|walking|run|running) (into|in front of) (traffic|the traffic|oncoming traffic|a car|a truck|a bus|a train)\b`,
    String.raw`\bpainless (ways?|methods?|death|way to (go|die))\b`,
    String.raw`\b(googled|searched|looked up|researching|researched) (how to (die|kill myself|end it|overdose)|ways to die|suicide)\b`,
    String.raw`\b(holding|grabbed|staring at|hiding|hid) (a|the|my) (blade|razor blade)\b`,
    String.raw`\b(thinking about|think about|staring at|cant stop thinking about) (the|my|all the|those) (pills|meds|tablets|blade|rope)\b(?!.{0,25}\b(have to take|need to take|for my|prescribed|allergy|allergies|headache|cold|flu)\b)`,
    String.raw`\b(walk|walking|swim|swimming|go|going) (into|out into|out to) (the )?(sea|ocean|river|lake)\b.{0,20}\b(not|never) (come|coming) back\b`,
    String.raw`\b(why|no point) (bother )?(staying|stay|keep|keeping) (alive|living)\b`,
    String.raw`\b(scared|afraid|worried|terrified) (of )?what i (might|could|will|ll|am going to|m going to) do to (my ?self|myself)\b`,
    String.raw`\b(dont|do not|cant|can not) trust myself( to be safe| alone| tonight| right now)+\b(?! with)`,
    String.raw`\b(hit|hitting|bang|banging|punch|punching|slam|slamming) my (head|fists?|hands?)\b.{0,30}\bon purpose\b`,
    String.raw`\b(burn|burned|burnt|burning|cut|cutting) my (arm|arms|wrist|wrists|skin|thigh|thighs|leg|legs|hand|hands) (with|using) (a |the |my )?(lighter|cigarette|blade|razor)\b`,
    String.raw`\b(hurt|hurting|burn|burned|burnt|cut|cutting) (my ?self|myself|my (arm|arms|wrist|wrists|skin|thigh|thighs)) on purpose\b`,
    String.raw`\b(plan|planning) (how|when|where) (to do it|i ll do it|i will do it)\b`,
    // batch 7 (indirect again): letters to find, when I'm gone, the means at hand, no future
    String.raw`\b(letters|notes|a letter|a note)\b.{0,30}\b(to find( (after|when|later|tomorrow|in the morning))?$|for when (i m|im) gone|after (i m|im) gone|when (i m|im) gone)`,
    String.raw`\b(when|after|once) (i m|im|i am) gone\b(?! (for|on|to|at|from))`,
    String.raw`\btell (my \w+|them|everyone|her|him) (that )?i love (her|him|them|you)\b.{0,40}\b(chance|gone|goodbye|anymore|last)\b`,
    String.raw`\b(wont|will not|not going to|not gonna) be (a|an) (problem|burden|bother)( (for|to) \w+)? (much longer|for much longer|anymore|for long|soon)\b`,
    String.raw`\b(know|decided|figured out|worked out) (how|when|where) (i m|im|i am|i ll|i will) (going to |gonna )?do it\b`,
    String.raw`\bdecided\b.{0,15}\b(tonight|today)( ?s| is) the (night|day)$`,
    String.raw`\b(bottle|pack|box|handful) of (pills|meds|tablets|sleeping pills|painkillers)\b.{0,20}\b(next to me|in front of me|in my hand|right here|ready)\b(?!.{0,25}\b(allergy|allergies|headache|prescribed|vitamins|cold|flu)\b)`,
    String.raw`\b(im|i am)( standing| sitting| lying| laying)? on the (train |railway |rail )?tracks\b(?! of)`,
    String.raw`\b(took|swallowed|taken) (everything|all|whatever) (in|from) (the|my|our) (medicine|bathroom) (cabinet|cupboard|box)\b`,
    String.raw`\b(cant|can not|dont|do not) see myself (getting older|growing up|being alive|alive|being here|making it)( (next|in|by|to|past|through) \w+( \w+)?)?$`,
    String.raw`\b(not going to|not gonna|wont|will not) make it (to|until|till) (my birthday|tomorrow|the weekend|next week|next year|christmas|graduation|the end of the (week|month|year))\b(?!.{0,25}\b(sick|ill|busy|late|traffic|because|cause|without|lol|haha|lmao|jk)\b)`,
    String.raw`\b(picturing|imagining|imagine|picture) (myself|me) (not being here|dead|gone|not existing|not alive)\b`,
    String.raw`\b(world|everyone|everybody|they|my family|family|people|things|everything|life|it) (is|are|would be|will be|d be|s) (so much |much |a lot )?(better|easier|happier) with me gone\b`,
    String.raw`\b(go dark|be dark) forever\b`,
    String.raw`\b(im|i am) checking out( now| tonight| for good| permanently)?$`,
    String.raw`\b(nobody|no one|noone|no1) (would|will) (even |really )?(care|notice|miss me) (if|when) i (vanished|vanish|wasnt here|was not here|wasnt around|stopped existing)\b`,
    String.raw`\b(thinking about|think about|going to|gonna|want to|wanna) (taking|take|swallowing|swallow) (the|a) (whole|entire|full) (bottle|box|pack|packet)\b`,
    String.raw`\b(sleep|asleep) and (stay|remain) asleep\b`,
    String.raw`\b(bridge|roof|building|balcony|cliff|window|ledge)\b.{0,30}\b(high|tall) enough( to (jump|die|fall|end it)| for (me|it))?$`,
    String.raw`\bhow many (pills|tablets|meds) (would it take|does it take|it takes|to die|to overdose|until)\b`,
    String.raw`\b(to|and) (not|never) wake up\b`,
    // "tonight is my last night" at the end of a message (not "my last night in Paris")
    String.raw`\b(tonight|today) (is|will be) my last (night|day)( alive| on earth| ever)?$`,
    String.raw`\bthis is (my )?(goodbye|last (message|post|night|day))\b(?! (before|for|of|until|till|in|at|on)\b)(?! (tonight|today)\b.{0,30}\b(sleep|bed|test|exam|school|class|homework|tmrw|tomorrow)\b)`,
    String.raw`\b(say|saying) goodbye (to everyone|forever|for good)\b`,
    String.raw`\b(sleep|fall asleep|go to sleep) and never wake (up)?\b`,
    String.raw`\bnever wake up (again)?\b(?! ?(early|late|before|on time|in time|at \d|for (school|class|practice|work)))`,
    String.raw`\b(a?sleep|rest) forever\b`,
    // wanting pain: "I want the pain", "I deserve the pain" (not "I want the pain to stop")
    String.raw`\b(want|need|deserve|crave) (the|more|to feel) pain( again)?$`,
    String.raw`\bdisappear forever\b`,
    // batches 8 and 9 (written by a second author, measured unseen): lethality questions, stored
    // means, self-harm urges and relapses, typos
    String.raw`\bhow (high|tall)\b.{0,40}\b(guaranteed|to be sure|for sure|fatal|lethal|to die|not survive|wont survive|enough to)\b`,
    String.raw`\bhow (many|much) (of (my|the) )?(\w+ )?(pills|tablets|meds|tylenol|paracetamol|advil|ibuprofen|aspirin|painkillers|antidepressants|sleeping pills)\b.{0,25}\b(does it take|would it take|it would take|it takes|to take|is enough|would be enough|is lethal|is fatal|would kill|to die|to overdose)\b`,
    String.raw`\b(saving|saved|stockpiling|collecting|collected|hoarding|hiding|hid|stashing|stashed) (up )?(\w+ ){0,3}(sleeping pills|pills|meds|tablets|antidepressants|painkillers|medication)\b(?!.{0,20}\b(for (my|the) (trip|holiday|vacation|allergy|allergies))\b)`,
    String.raw`\burges? to (cut|burn|hurt|harm|bleed)\b`,
    String.raw`\b(burned|burnt|burn|burning|cut|cutting|scratched|scratching) (myself|my self)\b( \w+){0,3}? (again|on purpose|with (a |the |my )?(lighter|blade|compass|sharpener|glass))\b`,
    String.raw`\b(wnat|wamt|wnt|watn|wan|wana|wnana) (to |2 )?die\b`,
    String.raw`\bto die so (bad|badly|much)\b`,
    String.raw`\bwhats (even )?the point (of|in) (sticking around|staying alive|being alive|living|existing|going on|waking up)\b`,
    String.raw`\bhow (high|tall)\b.{0,40}\b(over (quick|quickly|fast)|quick|instant|instantly|painless)\b`,
    String.raw`\b(took|taken|swallowed|ate) (like |about |around |maybe )?(1\d|[2-9]\d|\d{3,}) (of (the|my) )?(\w+ )?(pills|tablets|meds|paracetamol|tylenol|ibuprofen|advil|aspirin|painkillers|sleeping pills)\b`,
    String.raw`\b(not|never) (planning|plan) (on|to) (be|being) (here|around|alive)\b(?!.{0,30}\b(moving|move|trip|holiday|vacation|travel\w*|visiting|away|camp|abroad|exchange)\b)`,
    // batch 12: searches for lethality, the last reason to stay
    String.raw`\b(searched|googled|looked up|research\w*|searching|googling|looking up)\b.{0,40}\b(bleed out|bleeding out|lethal|fatal|to not survive|not to survive|wont survive|to die|overdose)\b`,
    String.raw`\bhow long (does it take|it takes|to) (to )?bleed out\b`,
    String.raw`\b(last|only) reason (i had |i have |i ve had |for me )?(to stay|to live|to keep going|to be here|i stayed|to stay alive)\b`,
    // means (named only to recognise them; replies never discuss methods)
    String.raw`\b(overdose|overdosing|od on|(take|taking|swallow|swallowing) all (my|the|of my) (pills|meds|tablets))\b`,
    String.raw`\b(got|have|bought|found|tied|made|ready) (a|the|my) rope\b`,
    // "noose" is read before letters collapse (uncollapsedPatterns): collapsed, it is "nose".
    String.raw`\b(leave|leaving) this world\b`,
    String.raw`\bplan(ning|ned)? my (death|funeral|suicide)\b`,
    String.raw`\bjump(ing)? (off|from) (a|the|my) (bridge|building|roof|cliff|balcony)\b`,
    String.raw`\b(jump|step|walk|throw myself) in front of (a|the) (train|car|bus|truck)\b`,
    String.raw`\b(nobody|no one|noone) (cares|would care) (if|whether) i live or die\b`,
    String.raw`\b(wrote|writing|write|written) (a|my) (suicide |goodbye |last |final )(note|letter|notes|letters)\b(?! (to|for) (my|the|our|a) (team|teammates|class|classmates|coach|teacher|club|school|camp|pen ?pal|host family|old school|neighbours|neighbors))`,
    String.raw`\bsuicide (note|letter)\b`,
    String.raw`\bgoodbye (note|letter)\b(?! (to|for) (my|the|our|a) (team|teammates|class|classmates|coach|teacher|club|school|camp|pen ?pal|host family|old school|neighbours|neighbors))`,
    // self-harm: "I've been cutting again", "cut my wrists", "burn myself"
    String.raw`\b(cut|cutting|cuts|burn|burning|hurt|hurting|harm|harming|scratch|scratching|hit|hitting|punish|punishing|starve|starving) ?(my ?self|myself)\b`,
    String.raw`\b(been|started|start|keep|kept|stop) cutting\b`,
    String.raw`\bcutting (again|my (arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin))\b`,
    String.raw`\bcut (my|me) (wrist|wrists|arm|arms|thigh|thighs|skin)\b`,
    String.raw`\b(slit|slash|slashing|slice|slicing|cut|cutting|cuts) (my|me|both|open my) (wrist|wrists|arm|arms|thigh|thighs|skin|veins|throat)\b`,
    String.raw`\brelaps\w*\b.{0,20}\b(cut|cutting|sh|self ?harm|hurt myself|burn|burned|burnt)\b`,
    // "tonight i end it", "i'll end it" (not "i'll end it with him")
    String.raw`\b(tonight|today|tomorrow|soon) i( will| am going to| m going to| m gonna| am gonna| ll)? end (it|it all|everything|my life)\b(?! with)`,
    String.raw`\bi ?(will|ll|am going to|m going to|m gonna|am gonna) end (it|it all|everything)\b(?! with)`,
    // "nobody cares if i die", "no one would even notice if i died"
    String.raw`\b(nobody|no one|noone|no1) (cares|would care|will care|would notice|will notice|notices|would miss me|will miss me)( \w+){0,3} (if|when|whether) i (die|died|was dead|were dead|was gone|were gone|live or die|disappear|disappeared|kill myself)\b`,
    // hating or being sick of being alive
    String.raw`\b(hate|hating|sick of|tired of) (being alive|living|existing|being here)\b`,
    // hurting until blood: "scratch my arms until they bleed"
    String.raw`\b(cut|scratch|scratching|pick|picking|bite|biting|hit|hitting|dig|digging|punch|punching|slam|slamming)\b.{0,30}\b(until|till|til) (it|they|i|my \w+) (bleed|bleeds|bled|break|breaks|broke|bruise|bruised)\b`,
  ],
  es: [
    // batches 8 and 9: stored pills
    String.raw`\b(guardad[oa]s|guarde|junte|juntado|ahorrad[oa]s|escondid[oa]s|escondi) (\w+ ){0,4}(pastillas|pastis|medicinas|medicamentos|somniferos)\b`,
    String.raw`\b(cuantas|cuantos) (pastillas|pastis|comprimidos|capsulas|somniferos) (\w+ ){0,3}(son demasiad[oa]s|para morir|matan|hacen falta para|es mortal|son mortales)\b`,
    // querer morir: "quiero morirme", "me quiero morir", "ganas de morir"
    String.raw`\b(quiero|quisiera|queria|voy a|ganas de|deseo|prefiero) (morir|morirme|matarme|suicidarme|desaparecer para siempre|dejar de existir|no existir)\b`,
    String.raw`\bme quiero (morir|matar|suicidar)\b`,
    String.raw`\b(quiero|quisiera) desaparecer\b`,
    String.raw`\bdejar de (vivir|existir)\b`,
    String.raw`\b(ojala|quisiera|desearia) (estar|estuviera|me muriera|morirme|no existir|no haber nacido)( muert[oa])?\b`,
    String.raw`\b(pienso|pensando|pensar) en (morir|morirme|la muerte|matarme)\b`,
    String.raw`\bno (aguanto|soporto|puedo) mas (vivir|la vida|esta vida)\b`,
    String.raw`\b(matarme|suicidarme|morirme)\b`,
    String.raw`\bsuicid\w*`,
    String.raw`\b(quitarme|quitar|quito|quitaria) la vida\b`,
    // "me voy a matar", "ya no aguanto más"
    String.raw`\bme (voy a|quiero|tengo que|pienso) (matar|suicidar|quitar la vida)\b`,
    String.raw`\bya no aguanto mas( (nada|la vida|esta vida|vivir|todo|esto))?$`,
    String.raw`\b(tirarme|lanzarme|aventarme|arrojarme) (del|de un|de una|de la|desde el|desde un|desde la|al|a las vias|bajo el|bajo un) (puente|edificio|techo|azotea|balcon|tren|metro|vias|ventana)\b`,
    String.raw`\b(haciendo|hago|hice|hacerme|me hago|me hice) (cortes|heridas|quemaduras)\b`,
    String.raw`\bdesaparecer para siempre\b`,
    String.raw`\bno (voy a|vaya a) estar (aqui|viv[oa]) (manana|mucho tiempo|mas)\b(?!.{0,30}\b(casa|viaje|abuela|abuelo|vacaciones|fuera|porque)\b)`,
    String.raw`\b(mi|escribi|escribiendo|dejo|deje) (mi )?carta de despedida\b`,
    String.raw`\bme (quiero|voy a) (tirar|lanzar|aventar|arrojar) (del|de un|de una|de la|desde|al|a las vias|a la via|bajo)\b`,
    String.raw`\b(pastillas|pildoras) (guardadas|juntadas|ahorradas|escondidas)\b`,
    String.raw`\b(junte|juntando|guardando|ahorrando|escondiendo) (las |mis |unas |muchas )?(pastillas|pildoras)\b`,
    String.raw`\b(acabar|terminar) con (mi vida|todo)\b`,
    // no querer vivir: "ya no quiero vivir", "no tengo razones para vivir"
    String.raw`\b(ya )?no quiero (vivir|seguir|seguir viviendo|estar aqui|existir|despertar)\b`,
    String.raw`\bno (tengo|hay) (razon|razones|motivo|motivos) para (vivir|seguir)\b`,
    String.raw`\b(no tiene|sin|no le veo|no tiene ningun) sentido (seguir )?(vivir|viviendo|la vida|estar vivo|estar viva)\b`,
    String.raw`\b(tomar|tomarme|tome|trague|tragar|tragarme|me voy a tomar) todas (las|mis) (pastillas|pildoras|medicinas)\b`,
    String.raw`\b(mejor|preferiria) (si )?(estuviera|estar|estaria|estuviese) muert[oa]\b`,
    String.raw`\bmejor muert[oa]\b`,
    String.raw`\bno (le )?(encuentro|veo) (ningun )?sentido a (vivir|la vida|seguir)\b`,
    String.raw`\bme (he|habia|e) (cortado|lastimado|hecho dano|quemado|autolesionado)\b`,
    String.raw`\b(nadie|a nadie)\b.{0,30}\bsi (me muero|muero|me mato|me suicido|desaparezco|ya no estoy)\b`,
    String.raw`\bnadie me (extranaria|echaria de menos)\b`,
    String.raw`\b(irme|me quiero ir|quiero irme|me voy) de este mundo\b`,
    String.raw`\b(dormir|dormirme) y no (despertar|volver a despertar)\b`,
    String.raw`\b(estarian|estaria|estarán|todos estarian) mejor sin mi\b`,
    String.raw`\bmejor sin mi\b`,
    // autolesión: "me corto", "me hago daño", "lastimarme"
    String.raw`\bme (corto|corte|estoy cortando|lastimo|lastime|hago dano|hice dano|quemo)\b`,
    String.raw`\b(cortarme|lastimarme|hacerme dano|quemarme|herirme|autolesionarme)\b`,
    String.raw`\bautolesi\w*`,
  ],
  fr: [
    // batches 8 to 10: never waking up, stored pills, how many pills
    String.raw`\bcombien de (\w+ ){0,2}(doliprane|dolipranes|cachets|medicaments|pilules|comprimes|somniferes|paracetamol)\b.{0,30}\b(pour|faut|mourir|reveiller)\b`,
    String.raw`\b(m endormir|dormir) et (ne )?(plus jamais|jamais plus|jamais|plus|pas) (me )?reveiller\b`,
    String.raw`\b(quelle hauteur|combien de metres|de quelle hauteur|combien d etages)\b.{0,40}\b(survivre|mourir|mortel|mortelle)\b`,
    String.raw`\b(mis de cote|garde|gardes|cache|caches|accumule|accumules|stocke|stockes) (des |mes |plein de |tous mes |toutes mes )?(cachets|medicaments|pilules|somniferes)\b`,
    // vouloir mourir: "je veux mourir", "j'ai envie de me suicider"
    String.raw`\b(je veux|je voudrais|j ai envie de|envie de|je vais|je pense a|pense a|je songe a) (mourir|me suicider|me tuer|disparaitre pour toujours|en finir|plus exister|ne plus exister)\b`,
    String.raw`\b(?<!(vont|va|vas|allez|aller|veulent|veut|voulez) )(me suicider|me tuer)\b`,
    String.raw`\b(j ?veux|jveu|je voudrais|envie de) (mourir|disparaitre|crever|plus vivre|en finir)\b`,
    String.raw`\benvie d (en finir|mourir)\b`,
    String.raw`\b(plus|pas) envie de vivre\b`,
    String.raw`\b(je veux|j ai envie de|envie de) disparaitre\b`,
    String.raw`\b(pense|penser|pensees?) (a|au|de) (la mort|mourir|me tuer)\b`,
    String.raw`\bsuicid\w*`,
    String.raw`\ben finir (avec (la|ma) vie|avec tout|une bonne fois)\b`,
    String.raw`\bmettre fin a (mes jours|ma vie)\b`,
    // ne plus vouloir vivre: "je ne veux plus vivre", "marre de vivre"
    String.raw`\b(je )?(ne )?veux plus (vivre|exister|etre la|me reveiller)\b`,
    String.raw`\b(marre|fatigue|fatiguee) de (vivre|la vie|exister)\b`,
    String.raw`\b(plus de|aucune|pas de) raison(s)? de vivre\b`,
    String.raw`\bmieux sans moi\b`,
    String.raw`\b(debarrasse|debarrassee|debarrasses|debarrassees|libere|liberes) de moi\b`,
    String.raw`\b(c ?est|ce sera|ca sera|tout serait) (mieux|plus simple|plus facile) (comme ca|pour tout le monde|sans moi)\b|\btout serait plus (simple|facile)\b`,
    String.raw`\b(n en peux plus|en peux plus|peux plus) de (vivre|la vie|exister)\b`,
    String.raw`\b(sauter|me jeter) (par|de) la fenetre\b`,
    String.raw`\b(ouvert|ouvrir|couper|coupe|taillade|tailler) (les|mes) veines\b`,
    String.raw`\bpersonne ne me (regrettera|regretterait|manquera|pleurera)\b`,
    String.raw`\bquand je serai (mort|morte)\b`,
    String.raw`\bje ne serai plus (la|ici|vivant|vivante|en vie)\b`,
    String.raw`\b(lettre|lettres|mot|message) d adieu\b`,
    String.raw`\b(veux|voudrais|j aimerais) que tout (s arrete|finisse|se termine)\b`,
    String.raw`\b(sauter|me jeter) (du|d un|de la|depuis le|depuis un|sous le|sous un) (pont|toit|immeuble|balcon|falaise|train|metro)\b`,
    String.raw`\bquitter ce monde\b`,
    String.raw`\b(partir|disparaitre) pour (toujours|de bon)\b`,
    String.raw`\b(la vie|ma vie|vivre) n a plus (de|aucun) sens\b`,
    String.raw`\bme suis (coupe|coupee|scarifie|scarifiee|fait du mal|brule|brulee|mutile|mutilee)\b`,
    String.raw`\bpersonne\b.{0,30}\bsi je (mourais|meurs|mourrais|disparaissais|disparais|me tuais|me suicidais)\b`,
    String.raw`\b(ne )?veux plus etre (en vie|vivant|vivante|la|ici)\b`,
    String.raw`\b(plus|pas) envie d etre (en vie|la)\b`,
    String.raw`\b(prendre|avaler) (toutes|tous) (mes|les) (medicaments|cachets|pilules)\b`,
    String.raw`\b(dormir|m endormir) et ne (jamais|plus) me reveiller\b`,
    // automutilation: "je me fais du mal", "je me coupe", "me scarifier"
    String.raw`\b(je )?me (fais du mal|suis fait du mal|coupe|scarifie|mutile|brule)\b`,
    String.raw`\b(me faire du mal|me couper|me scarifier|me mutiler|me bruler)\b`,
    String.raw`\b(auto ?mutil|scarifi)\w*`,
  ],
  zh: [
    // batches 8 and 9: stored pills, never waking up
    '攒.{0,6}(药|藥)|攢.{0,6}藥',
    '吃多少.{0,8}(就不会醒|就不會醒|会死|會死|致死|死得了)',
    '跳下去.{0,6}(会不会|會不會|能不能|就能).{0,4}(死|结束|結束)',
    '(多高|几米|幾米|几公尺|幾公尺|几层|幾層).{0,10}(跳|死)',
    // 想死 / 想去死 / 不想活: wanting to die, not wanting to live
    '想死',
    '想去死',
    '不想(再)?活',
    '结束这一切',
    '結束這一切',
    '想消失',
    '活不下去',
    '活着没意思',
    '活著沒意思',
    '活着没有意义',
    '死了算了',
    '不如死了',
    // 自杀 / 轻生: suicide (simplified and traditional)
    '自杀',
    '自殺',
    '轻生',
    '輕生',
    '结束(我的|自己的)?生命',
    '結束(我的|自己的)?生命',
    // 一睡不醒: to sleep and never wake
    '一睡不醒',
    '不想(再)?醒来',
    '不想(再)?醒來',
    '遗书',
    '最后一次(跟|和|对)你(说话|聊天|说)',
    '安眠药.{0,6}(睡过去|不醒|死)',
    '(吃|吞)(很多|一堆|一瓶|整瓶|所有的?)安眠药',
    '活不(到|过)(明天|今晚|下周|明年)',
    '遺書',
    '活(着|著)(太|好|真|很)?累',
    '没有我.{0,4}(会|會)?更好',
    '沒有我.{0,4}(会|會)?更好',
    // 自残 / 割腕 / 伤害自己: self-harm
    '自残',
    '自殘',
    '割腕',
    '割自己',
    '割伤自己',
    '伤害自己',
    '傷害自己',
    '弄伤自己',
    '跳楼',
    '(吃|吞)(下)?(很多|一堆|一整瓶|一瓶|所有的?|全部的?)(的)?药',
    '吞药',
    '不想活在这个世界',
    '(没有人|没人)(会)?(在乎|关心|在意)我(的)?(死|活)',
    '我死不死',
    '划(伤)?自己',
    '劃(傷)?自己',
    '(用|拿)刀.{0,3}(划|割|劃)',
    '离开(这个世界|人世|人间)',
    '離開(這個世界|人世|人間)',
    '永远睡(过去|下去|着)',
    '长眠不醒',
    '(从|從).{0,4}(楼|樓|桥|橋).{0,4}跳',
    '跳樓',
  ],
  ar: [
    // batches 8 and 9: hurting oneself in Levantine and Gulf ("حالي", "روحي"), not waking up
    '(اجرح|جرحت|اذي|اذيت|اقطع|قطعت|احرق|حرقت|اقتل|قتل) (حالي|روحي)',
    '(ما|لا) (بدي|ابي|ابغى|اريد) (ان )?(اصحى|اصحا|استيقظ|فيق|افيق)',
    '(انام|نام) (و)?(ما|لا) (فيق|افيق|اصحى|استيقظ)',
    '(كم|كام) (حبه|حبايه|حبايات|حبات|قرص) .{0,25}(ما يصحا|ما يصحى|ما يصحاش|يموت|تقتل|ما يقوم)',
    // الانتحار: suicide, any form (after alef and hamza normalisation)
    'انتحار',
    'انتحر',
    'الانتحار',
    // أريد أن أموت / أبي أموت / بدي موت: wanting to die (MSA, Gulf, Levantine)
    'اريد (ان )?اموت',
    'اريد الموت',
    '(ابي|ابغى|ابغي|بدي|نفسي) (ان )?(اموت|موت)',
    'اتمنى (ان |اني )?(اموت|الموت|لو مت)',
    // قتل نفسي / أؤذي نفسي / أجرح نفسي: killing or hurting oneself
    '(اقتل|قتل|سقتل) نفسي',
    '(اوذي|اذي|ايذاء|اذيه|اذية|ايذي) نفسي',
    '(اجرح|جرح|اقطع|احرق) نفسي',
    // لا أريد أن أعيش: not wanting to live
    '(لا|ما) (اريد|ابي|ابغى|بدي) (ان )?(اعيش|عيش|الحياه)',
    'مابي اعيش',
    '(لا|ما) (اريد|ابي|ابغى|بدي) العيش',
    'اتمنى (لو )?(كنت|اني|انني) (ميت|ميتا|ميته)',
    'افكر (في|ب|بال)?(الموت|انهاء حياتي)',
    '(انهي|انهاء|انهيت) حياتي',
    '(انهي|انهاء) كل شيء',
    'رساله وداع',
    'رسالتي الاخيره',
    'لن اكون (هنا|موجود|موجودا)( غدا| بعد الان)?(?!.{0,20}(مسافر|لانني|لاني|بسبب))',
    '(جمعت|اجمع|خبات|خزنت) (الحبوب|الادويه|حبوب)',
    '(ارمي|سارمي|رمي|سارمي) نفسي',
    'تعبت من (الحياه|العيش|حياتي)',
    'لا (سبب|معنى) (للعيش|للحياه|لحياتي)',
    '(الكل|الجميع|كلهم) (افضل|احسن) (بدوني|من غيري)',
    '(افضل|احسن) (بدوني|من غيري|لو مت)',
    '(الحياه|حياتي|العيش) (لا|ما) (تستحق|تسوى|يستحق)',
    'لا تستحق العيش',
    '(لم اعد|ما عدت|ما عاد|لا) (اريد|ابي|ابغى|بدي) (الحياه|العيش|ان اعيش)',
    '(جرحت|اذيت|قطعت|حرقت) نفسي',
    '(قطعت|جرحت|اجرح|اقطع) (يدي|ايدي|معصمي|ذراعي|جسمي|جلدي)',
    'اختفي (الى الابد|للابد|نهائيا)',
    '(لا احد|محد|ما حد)( \\S+){0,2} (اذا|لو|ان) (مت|موت)',
    'انام (و)?(لا|ما) (استيقظ|اصحى|اصحا|اقوم)',
  ],
};

/**
 * Warning signs: none is a risk on its own ("goodbye everyone", "I'm so tired of everything", "the
 * pills are in my bag"), but together they are how indirect crisis messages read ("I'm a burden,
 * this is my last message", "I've made up my mind, the pills are ready"). The phrase patterns above
 * catch what they have seen; these catch combinations they have not. A message fires at a score of
 * two: each kind of sign counts once, except farewells, burden and self-harm signs, which count up
 * to twice ("sorry for everything. goodbye", "I'm a burden, they'd be better off", "long sleeves
 * so nobody sees the marks"), because a message made of nothing else is a goodbye note or a
 * disclosure.
 *
 * Each entry is one sign.
 */
type WarningSign = 'farewell' | 'finality' | 'burden' | 'hopeless' | 'means' | 'plan' | 'calm' | 'secrecy' | 'selfHarm';
const signWeightCap: Readonly<Record<WarningSign, number>> = {
  farewell: 2,
  burden: 2,
  selfHarm: 2,
  finality: 1,
  hopeless: 1,
  means: 1,
  plan: 2,
  calm: 1,
  secrecy: 1,
};
const warningSigns: Readonly<Record<WarningSign, readonly string[]>> = {
  // A goodbye, a last message, thanks and apologies for everything, wishes for those left behind.
  farewell: [
    // not "goodbye algebra forever", "goodbye forever to my braces"
    // not "goodbye for now", "goodbye and see you tomorrow"
    String.raw`\b(good ?byes?|farewell)\b(?! (and )?(for now|for today|for tonight|see (you|u|ya)|until|till|tomorrow|tmrw|later))(?! (forever |for ever |for good )?to (my|the|this|that|these|those|your|all) )(?! (?!(everyone|everybody|world|all|guys|yall|mom|mum|dad)\b)\w+ (forever|for ever|for good)\b)`,
    String.raw`\b(if|in case) (anything|something) (ever )?(happens|happened) (to me)?\b`,
    String.raw`\bmake sure (my|that my) (\w+ ){1,2}(gets|has|keeps|takes|goes to)\b`,
    String.raw`\b(last|final) (request|wish|wishes)\b`,
    String.raw`\b(he|she|they|you) can (have|keep) (my|all my|all of my)\b`,
    String.raw`\b(dont|do not) save me a (seat|spot|place)\b`,
    String.raw`\b(my )?last (week|day|month) (of|at) \w+( \w+)? (like )?(ever|forever)\b`,
    String.raw`\bif i (dont|do not|never) (answer|reply|respond|text back|wake up|come back|make it)\b`,
    String.raw`\b(none of this|it|this) (was|is|wasnt|isnt) (not )?(her|his|your|their|anyones|anybodys|my (mom|mums|moms|dads|parents)) fault\b`,
    String.raw`\b(cant|can not|cannot|wont be able to) (say|tell) (it|this|them|her|him) (to (her|him|them) )?(myself|in person)\b`,
    String.raw`\b(already )?(wrote|written|finished) (the|my|all the|all my) (letters|notes|goodbye|goodbyes)\b`,
    String.raw`\b(wont|will not|not gonna|wouldnt|wont be needing|dont|not going to) need (them|it|this|that|anything|any of (it|this|them)|my \w+)( anymore| any more)? (where|anymore|any more|after|next)\b`,
    String.raw`\bwhere im going\b`,
    String.raw`\b(dont|do not|dnt) worry about me (anymore|any more|now|from now on)\b`,
    String.raw`\b(you|u) (were|was|have been|ve been) (the (best|only)|always there)\b`,
    String.raw`(^|\s)(bye|byee) (forever|for good|world|everyone|everybody|all|guys|yall)\b`,
    String.raw`\b(my|this is (my|the)|the|prob my|probably my) (last|final) (message|messages|post|text|texts|words|note|letter|goodbye|video|snap|story)\b(?! (before|for|of|until|till|in|at|on)\b)`,
    String.raw`\b(remember me|dont forget me|dont miss me|dont be sad|dont cry for me|dont look for me|dont come looking|dont blame (yourself|yourselves|urself|u)|not your fault|its nobodys fault)\b`,
    String.raw`\b(im |i am )?sorry for (everything|all of it|being (like this|me|(such )?a (problem|burden|mess|pain)))\b`,
    String.raw`\b(thank|thanks|thx|thank you|thank u|ty) (you |u )?for (everything|trying|always being there|putting up with me)\b(?! (you|u|youve|we|today|tonight))`,
    String.raw`\b(i )?love (you|u|yall) all\b`,
    String.raw`\btake care of (my|mom|mum|dad|the) \w+`,
    String.raw`\b(tell|give) (my|mom|mum|dad|her|him|them|everyone) (\w+ ){0,3}(i lov(e|ed)|that i lov(e|ed)|im sorry|that im sorry|i was sorry)\b`,
    String.raw`\b(gave|given|giving|give)( \w+)? away (all )?(of )?my (stuff|things|belongings|games|clothes|books|plants|pets)\b`,
    String.raw`\b(gave|given|giving) my (cat|dog|pets?|stuff|things|clothes|hoodies?|games|books|plants|phone|guitar) to\b`,
    String.raw`\b(wrote|written|writing|left) (\w+ ){0,2}(letters|notes|a letter|a note) (for|to) (everyone|everybody|my (family|parents|friends|mom|mum|dad|sister|brother))\b`,
    // es
    String.raw`\b(adios|me despido|hasta nunca|despedida)\b(?! (para siempre )?(al|a la|a los|a las|a el) )`,
    String.raw`\bno (fue|es|ha sido) (su|tu|vuestra) culpa\b`,
    String.raw`\bno (voy a |vas a )?necesit(ar|o|are) (nada|mas|mis \w+)\b`,
    String.raw`\b(mi|este es mi) (ultimo|ultima) (mensaje|carta|despedida|publicacion)\b`,
    String.raw`\b(perdon|perdonen|perdoname|lo siento) por todo\b`,
    String.raw`\bgracias por todo\b`,
    String.raw`\b(cuiden|cuida|cuidad) (a|de) (mi|mis)\b`,
    String.raw`\bsi (me pasa|me llega a pasar) algo\b`,
    String.raw`\bfuiste (la unica|el unico|lo mejor)\b`,
    String.raw`\b(no me olviden|no me busquen|los quiero a todos|las quiero a todas|los amo a todos)\b`,
    String.raw`\b(diganle|dile|decile|decidle|digan) a (mi|mis) \w+ (q|que) (lo|la|los|las|l[oa]s?) (quiero|amo)\b`,
    String.raw`\b(regale|di|he regalado|deje) (todas )?(mis|todas mis) (cosas|ropa|juegos|libros)\b`,
    String.raw`\b(dile|diganle|decile) a (mi|mis) (\w+ ){1,2}(q|que) (lo|la|los|las) (quiero|amo)\b`,
    String.raw`\b(le|les) (regale|di|deje) (mi|mis|todas mis) \w+ a (mi|mis)\b`,
    // fr
    String.raw`\b(adieu|au revoir a tous|au revoir tout le monde)\b`,
    String.raw`\b(mon|mes|ma) (dernier|derniers|derniere) (message|mots|lettre)\b`,
    String.raw`\b(pardon|desole|desolee) pour tout\b`,
    String.raw`\bmerci pour tout\b`,
    String.raw`\b(ne m oubliez pas|ne me cherchez pas|je vous aime tous|je vous aime toutes|prenez soin de|prends soin de (toi|ma|mon|mes))\b`,
    String.raw`\b(si jamais|s il m arrive quelque chose)\b`,
    String.raw`\b(c ?est|c ?etait|ce n est) (pas|jamais) (sa|ta|leur|votre) faute\b`,
    String.raw`\b(dire|dis|dites) a (ma|mon|mes) (\w+ ){1,2}que je (suis desolee?|l aime|les aime|regrette)\b`,
    String.raw`\b(j ai )?(deja )?ecrit (ma|mes|des) (lettre|lettres)( pour tout le monde| a tout le monde| pour chacun)?\b`,
    String.raw`\bj (en )?aurai(s)? (plus|pas) besoin\b`,
    String.raw`\b(dites|dis) a (ma|mon|mes) \w+ (que )?je (l|les) aime\b`,
    String.raw`\b(donne|j ai donne) (toutes )?(mes|toutes mes) (affaires|trucs|vetements|jeux|livres)\b`,
    // zh
    '永别|永別|告别|告別|遗言|遺言',
    '最后一条|最後一條|最后的话|最後的話|最后一次(发|發|跟你|和你|说|說)',
    '再见了?(大家|所有人|世界)|再見了?(大家|所有人|世界)',
    '对不起(大家|所有人|爸妈|爸爸妈妈)|對不起(大家|所有人|爸媽)',
    '谢谢(你们|大家)|謝謝(你們|大家)',
    '照顾好(我的|我妈|我爸|妈妈|爸爸|自己)|照顧好(我的|我媽|我爸|媽媽|爸爸|自己)',
    '别想我|不要想我|记住我|記住我|别找我|不要找我|不用再担心我|不用再擔心我|别担心我了|別擔心我了',
    '谢谢你(这段时间|一直|陪我)|謝謝你(這段時間|一直|陪我)',
    '(跟|和|告诉|告訴)我?(妈|爸|妈妈|爸爸|妹妹|姐姐|家人|媽|媽媽).{0,4}(对不起|對不起)',
    '不用再(为我|為我)?(操心|担心|擔心)',
    '送人了|都送给|都送給|送出去了|托给|托給',
    '用不(上|着|著)了',
    '(帮我|幫我)(照顾|照顧)',
    '(告诉|告訴)(我)?(的)?(妈妈|爸爸|妹妹|弟弟|姐姐|哥哥|家人|朋友|媽媽).{0,4}我(爱|愛)',
    // ar
    'وداعا|الوداع|وداع',
    'اخر رساله|رسالتي الاخيره',
    'سامحوني|(اسف|اسفه) على كل (شيء|شي)',
    'شكرا (لكم )?على كل (شيء|شي)',
    '(اذا|لو) صار (لي|فيني) (شيء|شي)',
    'خلوا (اختي|امي|اخوي|ابوي|اخويا) (تاخذ|ياخذ|تاخد|ياخد)',
    'لا تنسوني|لا تدوروا علي|احبكم جميعا|احبكم كلكم|اعتنوا ب',
    '(مش|مو|ليس|موب) ذنب(ها|ه|كم|ك)',
    'كتبت رسائل (لكل|للكل|لاهلي|لكم)',
    '(قولو|قولولي|قولوا|قول|قلها|قلو) ل.{0,8}(اني|انو|انه|اني) (بحب|احب)',
    '(ما|مش) (راح|رح|ح) (احتاج|اقدر اقول)|لن احتاج',
  ],
  // Forever, for good, not being here any more, after I'm gone.
  finality: [
    String.raw`\b(forever|for ever|4ever|for good|permanently|once and for all)\b`,
    String.raw`\b(wont|will not|not going to|not gonna|wil never|never going to) (be )?(here|around|alive|a problem|bother (you|anyone)|see (you|u)|exist)\b`,
    String.raw`\b(when|after|once) (im|i am|i m) (gone|dead|not here|not around|no longer here)\b`,
    String.raw`\b(if|when) i (just )?(wasnt|werent|was not|were not|wasn t) (here|around|alive)\b`,
    String.raw`\bif i (disappear|disappeared|vanish|vanished|go missing|went missing)\b`,
    String.raw`\b(never|not) (see|hear from|talk to|have to see) me (again|anymore|any more)\b`,
    String.raw`\b(no longer|not) (be )?(here|around) (anymore|any more|tomorrow)\b`,
    String.raw`\b(not|never|dont think im) (going|coming) back (down|home|up)\b`,
    String.raw`\b(its|it s|it is) (better|easier) this way\b`,
    String.raw`\b(wont|will not|dont|never) have to (deal with|worry about|put up with|see|hear from|take care of) (me|any of (it|this))\b`,
    String.raw`\b(everyone|everybody|nobody|no one|noone|you|they|my (parents|family|mom|mum|dad)) (can|will|wont|will not|would|d|ll) (finally )?(stop worrying about|(have|need) to (deal with|worry about|put up with)|be rid of|be free of) me\b`,
    String.raw`\bend (it|this|everything|it all)\b(?! (with|between|early|at|on|by))`,
    String.raw`\b(it all )?ends? (tonight|today|soon|now)\b`,
    String.raw`\bone (last|final) time\b`,
    String.raw`\b(its|it s|it is) (almost|nearly|finally) over\b`,
    String.raw`\b(might|may|will|wont|not going to|wouldnt) (not )?step back\b`,
    String.raw`\b(nobody|no one|noone|no1) (has|will have|needs|would have) to (deal with|worry about|put up with|take care of) me\b`,
    String.raw`\bnot (wake|waking) up\b`,
    // es
    String.raw`\b(para siempre|de una vez por todas)\b`,
    String.raw`\bno (voy a|vas a|van a|vais a) (estar|verme|volver a verme)\b`,
    String.raw`\bcuando (ya )?no (este|estes)\b`,
    String.raw`\b(cuando|despues de que) me (vaya|muera)\b`,
    String.raw`\b(no despertar|acabar con (todo|esto)|terminar con (todo|esto))\b`,
    String.raw`\b(ya )?no (la|lo|las|los) (voy a )?necesit(o|are|ar)\b`,
    String.raw`\b(ya )?no (voy a|vas a) poder (decirselo|decirle|verl[oa]s?|estar)\b`,
    // fr
    String.raw`\b(pour toujours|definitivement|pour de bon)\b`,
    String.raw`\b(je ne serai plus|je serai plus) (la|parmi)\b`,
    String.raw`\bquand je (ne )?serai (plus la|parti|partie|mort|morte)\b`,
    String.raw`\bsi (je n etais|j etais) plus la\b`,
    String.raw`\bje (ne )?serai plus (un probleme|une charge|un poids)\b|\bje (ne )?serai pas la pour\b`,
    String.raw`\b((ne )?(plus|jamais) (me|se) reveiller|en finir|tout arreter|tout finir)\b`,
    String.raw`\b(je )?(ne )?pourrai (plus|pas)\b(?! (venir|aller|sortir|jouer|etre la (demain|ce|samedi|dimanche)))|\bapres ce soir\b`,
    // zh
    '永远|永遠|再也(见不到|見不到|不会|不會|看不到)|不在了|结束这一切|結束這一切|结束一切|结束吧|結束吧|解脱|解脫',
    '我走了以后|我走之后|我走了之後|我死后|我死後|不会再醒|不會再醒',
    '以后我?(没办法|沒辦法|不能|再也)|以後我?(沒辦法|不能|再也)',
    '不会再有我|不會再有我|世界上.{0,4}没有我|世界上.{0,4}沒有我',
    // ar
    'الى الابد|للابد|لن تروني|ما راح تشوفوني|لن اكون موجود|بعد ما اموت|بعد موتي|عندما ارحل|لما اروح|لن استيقظ|انتهى كل شيء|ساريحكم|راح اريحكم',
    'لو اختفيت|اذا اختفيت|لما اختفي|لو رحت|لو مت|مش هرجع|مش راح ارجع|ما راح ارجع',
  ],
  // A burden, better off without me, nobody would miss me.
  burden: [
    // not "you are not a burden", "never a burden"
    String.raw`(?<!\b(not|never|arent|isnt|wasnt|werent|no longer) (a |an |such a )?)\b(burden|burdening|a weight on)\b(?! (on|to|for|in) (my|the|our|this) (group|team|project|class|band|squad))`,
    String.raw`\b(better|happier|easier|fine|ok|okay|lighter) (off )?without me\b`,
    String.raw`\b(no ?one|nobody|noone|no body|nobodys|no ones) (would|will|is going to|gonna|is gonna|even|really|ever) (\w+ )?(miss|care|notice|cry|mourn)\b`,
    String.raw`\bwaste of (space|air|oxygen|a life|life|skin)\b`,
    String.raw`\b(everyone|everybody|they|you|the world|my family|my parents|my friends) (would|will|d|would all|will all) (\w+ )?(be )?(better|happier|relieved|less stressed|free)\b(?! (at|in|with (a|the|my)|if i (stopped|stop|quit) (singing|talking|playing)))`,
    String.raw`\bi (ruin|ruined|wreck|mess up|spoil) everything\b`,
    String.raw`\b(cries|cry|crying|suffers|suffer|stressed|fight|fighting) (bc|because|cause|cuz) of me\b`,
    String.raw`\b(im|i am) (worthless|a waste|a mistake|a failure|unwanted|unlovable|nothing but trouble)\b`,
    // es
    String.raw`\b(una carga|un estorbo|estorbo)\b`,
    String.raw`\b(mejor|mas felices|mas tranquilos|mejor estarian) sin mi\b`,
    String.raw`\bsin mi (estarian|estaria|serian|seria|vivirian|viviria) (mejor|mas felices|bien|tranquil[oa]s?)\b`,
    String.raw`\bnadie (me )?(va a |iba a )?(extranar|echar de menos|notar|importar|llorar)\w*`,
    String.raw`\b(no valgo nada|no sirvo para nada|soy un error)\b`,
    // fr
    String.raw`\b(un fardeau|un poids pour)\b`,
    String.raw`\bmieux sans moi\b`,
    String.raw`\b(tout le monde|ils|ma famille|mes parents) (serait|seraient|serai|sera|seront) (plus heureux|plus heureuse|mieux|soulage)\w*`,
    String.raw`\bpersonne ne (me )?(regrettera|remarquera|manquera|pleurera|verra la difference)\b`,
    String.raw`\b(je ne sers a rien|je sers a rien|je gache tout|je suis une erreur)\b`,
    // zh
    '累赘|累贅|负担|負擔|拖累',
    '以后你们就(轻松|解脱)了|以後你們就(輕鬆|解脫)了',
    '没有我.{0,8}(好|开心|轻松|幸福)|沒有我.{0,8}(好|開心|輕鬆|幸福)',
    '没人会(在乎|想念|发现|注意)|沒人會(在乎|想念|發現|注意)|我是多余的|我是多餘的|我不配活',
    // ar
    'عبء|عبئ|عاله',
    'وجودي مشكله|بيرتاحون مني|بيرتاحوا مني|يرتاحون مني',
    '(افضل|احسن) بدوني|(رح|راح|سوف|س) (يرتاح|يرتاحوا|يرتاحون|ترتاحوا)|هيرتاحوا|حيرتاحوا|سيرتاحون',
    'لن يفتقدني احد|محد بيفقدني|محد راح يفقدني|ما حد راح يفتقدني|لا احد سيهتم|لا فائده مني|انا ما استاهل',
  ],
  // Cannot go on, no point, tired of living, giving up.
  hopeless: [
    String.raw`\bcant (do|take|handle|bear|cope with|deal with|stand) (this|it|any of this|life|living|myself)( \w+)? (anymore|any more|anymor|no more)\b`,
    String.raw`\b(cant|cannot|can not) (go on|keep going|carry on|keep living|keep doing this)\b`,
    String.raw`\b(no|not any|dont have a|no more) (reason|reasons|point) (to|in|for) (live|living|stay|staying|keep going|go on|going on|being here|trying|me)\b`,
    String.raw`\bnothing (left to live for|to live for|matters anymore|will ever get better|is ever (gonna|going to) get better|ever gets better)\b`,
    String.raw`\b(tired|sick|exhausted) of (living|life|being alive|existing|everything|it all|fighting|trying|being me|being tired)\b`,
    String.raw`\b(give|giving|gave|given) up on (life|everything|myself|living|me)\b`,
    String.raw`\bdone with (life|everything|it all|all of this|living|this world|myself)\b`,
    String.raw`\bno (future|hope|way out) (for me|left|anymore)\b`,
    String.raw`\b(dont|do not) want to (be here|be alive|be around|exist|wake up)\b`,
    String.raw`\bwhats (even )?the point (of|in) (living|life|anything|me|trying|tomorrow|waking up|going on)\b`,
    String.raw`\b(doesnt|does not|dont|nothing) matters? (much |anymore |any more )?anyway\b`,
    String.raw`\b(only one|just one|one) way out\b|\b(feel|feeling|im|i am) (so )?trapped\b`,
    String.raw`\b(i )?(cant|can not|cannot) (do|take) (this|it) (anymore|any more|anymor)\b`,
    // es
    String.raw`\bya no (puedo mas|aguanto mas|quiero seguir|puedo seguir|tiene sentido)\b`,
    String.raw`\bno (tiene|hay) (sentido|salida|esperanza)( \w+){0,2} (vivir|seguir|para mi)\b`,
    String.raw`\b(estoy )?(cansad[oa]|harta|harto) de (vivir|todo|la vida|existir|luchar|estar cansad[oa])\b`,
    String.raw`\b(me rindo|no quiero seguir|no quiero estar aqui)\b`,
    // fr
    String.raw`\b(plus aucune|plus de|aucune) raison de (vivre|continuer|rester)\b`,
    String.raw`\b(marre|fatigue|fatiguee|epuise|epuisee) (de|d) (vivre|la vie|tout|exister|me battre|etre fatiguee?)\b`,
    String.raw`\b(j abandonne tout|plus d espoir|je ne (veux|peux) plus continuer|je n en peux plus de vivre|a quoi bon)\b`,
    // zh
    '撑不下去|撐不下去|坚持不下去|堅持不下去|没有希望|沒有希望|没希望了|活不下去|活着没意思|活著沒意思|没有意义|沒有意義|放弃(了)?(一切|自己|人生)|放棄(了)?(一切|自己|人生)',
    // ar
    'محبوس|طريق واحد (للخروج|للخلاص)',
    'تعبت من (اني|انني|كوني) (تعبان|تعبانه)',
    'لم اعد احتمل|ما عدت اتحمل|ما اقدر اكمل|لا استطيع الاستمرار|لا امل|ما في امل|مافي امل|تعبت من كل شيء|استسلمت|لا معنى|ما له معنى|ما في شي يستاهل|لا شيء يستحق|تعبت من كل شي|(تعبت|تعبانه|تعبان) (حتى )?من وجودي',
  ],
  // The means in reach: pills, a blade, a high place.
  means: [
    String.raw`\b(pills|pill|tablets|meds|medication|antidepressants|painkillers|overdose|od|rope|bridge|roof|rooftop|top floor|ledge|train tracks|railway|blade|blades|razor|razors|gun|bleach|cliff|balcony|tylenol|paracetamol)\b`,
    String.raw`\b(top of the|top floor of the|roof of the|roof of my) (parking|garage|building|bridge|school|mall|tower)\b`,
    // es
    String.raw`\b(pastillas|pastis|cuchilla|cuchillas|navaja|cuerda|puente|azotea|vias del tren|pistola)\b`,
    // fr
    String.raw`\b(cachets|medicaments|pilules|lame|lames|rasoir|corde|pont|toit|voie ferree|fusil|balcon)\b`,
    // zh
    '安眠药|安眠藥|药片|藥片|一瓶药|绳子|繩子|天台|楼顶|樓頂|顶楼|頂樓|刀片|大桥|大橋|铁轨|鐵軌|跳下去',
    // ar
    'حبوب|الحبوب|ادويه|حبل|السطح|جسر|شفره|موس|مسدس',
  ],
  // A decision taken, a time chosen.
  plan: [
    String.raw`\b(made up my mind|my mind is made up|ive decided|i have decided|i decided|(i )?(already|finally) decided|my decision|i have a plan|ive got a plan|i got a plan|planned it|its time|it is time|im ready|i am ready|ready to go|at peace (with|w) (it|this|my decision)|everything is (planned|ready|sorted)( out)?)\b`,
    // a time chosen: "tonight is the night" (not "tonight's the night I ask her out"), "3 more days"
    String.raw`\b((tonight|today) is the (night|day)|tonights the night|its happening (tonight|tomorrow|on \w+|this \w+|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(only )?\d+ more (days|day|hours|nights|sleeps)|(only |just )?\d+ (days|hours|nights) left)\b(?! (i|we|to|for|until|till|of|before|and then (it s|its) (summer|break|holiday|vacation)))`,
    // rehearsing: standing at the edge
    String.raw`\b(standing|stand|stood|sitting|leaning|lean) (at|on|over) the (edge|railing|ledge)\b(?! of (the|a|my) (pool|bed|sofa|couch|stage|field|pitch|court))`,
    String.raw`\b(been )?(thinking|thought) about (it|doing it) (all night|all day|a lot|constantly|every day|nonstop|again)\b`,
    String.raw`\b(i have|ive got|i got|theres) enough (now|pills|meds|tablets)\b`,
    // es
    String.raw`\b(ya lo decidi|lo tengo decidido|ya decidi|tengo un plan|ya es hora|estoy list[oa]|(ya )?las conte|creo que alcanzan|son suficientes)\b`,
    String.raw`\b(hoy|esta noche) es la noche\b|\b(solo )?(quedan|faltan) \d+ dias\b`,
    // fr
    String.raw`\b(j ai decide|c ?est decide|ma decision est prise|j ai pris ma decision|j ai un plan|je suis pret|je suis prete|il est temps)\b`,
    String.raw`\b(ce soir c ?est le soir|ce sera (ce soir|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|plus que \d+ (jours|nuits|heures))\b`,
    // zh
    '计划好了|計劃好了|决定了|決定了|想好了|今晚就|就今晚|应该够了|應該夠了',
    '倒计时|倒計時',
    // ar
    'قررت|عندي خطه|الليله هي',
  ],
  // Sudden calm after a long struggle: on its own a good day; with a plan or a high place, a warning.
  calm: [
    String.raw`\b(i feel|feel|feeling|im|i am) (really |so |weirdly |strangely |finally |oddly )?(calm|at peace|peaceful|settled|relieved)( now| finally| for the first time)?\b`,
    String.raw`\bhow calm i (am|feel)\b|\beverything feels (light|lighter|quiet|peaceful) now\b`,
    String.raw`\b(finally )?(feels|it feels) (settled|peaceful|calm)\b`,
    String.raw`\b(its|it is) (really |so )?(quiet|peaceful|calm) up here\b`,
    String.raw`\b(ive|i have|i) (stopped|stop|quit) fighting( it)?\b`,
    String.raw`\b(por fin )?estoy (tranquil[oa]|en paz)\b`,
    String.raw`\bje (me sens|suis) (enfin )?(calme|en paix|apaisee?|soulagee?)\b`,
    '(突然)?(觉得|覺得)(好|很)?(平静|平靜|轻松|輕鬆)|终于(平静|解脱)|終於(平靜|解脫)',
    '(مرتاح|مرتاحه|هادي|هاديه) (الحين|الان|اخيرا)|اخيرا (مرتاح|مرتاحه|هادي)|ارتحت (للفكره|لقراري)|براحه غريبه',
  ],
  // Waiting until nobody is around, asking not to be talked out of it.
  secrecy: [
    String.raw`\bafter (everyone|every1|my (parents|family|mom|mum|dad)) (goes|go|has gone|have gone|is|are) (to bed|to sleep|asleep|out)\b`,
    String.raw`\bwhen (my )?(parents|mom|mum|dad|everyone|family) (leave|leaves|go out|goes out|are out|is out|are asleep|is asleep)\b`,
    String.raw`\b(dont|do not) (try to )?(stop me|talk me out|change my mind|give me a hotline|send me a hotline|give me a number)\b`,
    String.raw`\b(asking|ask|asked) for a friend\b|\b(cleared|deleted|cleaned) my (search )?history\b`,
    String.raw`\b(told|tell|said to) (her|him|them|my \w+|everyone) (it was|its|it s|that it was|it is) (just |only )?(for a while|temporary|for a few days|a few days|for now)\b`,
    String.raw`\bpregunto por (un|una) amig[oa]\b|\bc ?etait pour (un|une) (ami|amie|pote)\b`,
    String.raw`\bcuando (mis (papas|padres|viejos)|mi (mama|papa)|todos) (salgan|se vayan|se duerman|esten dormidos)\b`,
    String.raw`\bno (me )?(intentes|trates de) (convencer|detener|parar)\b`,
    String.raw`\b(quand|une fois que) (mes parents|ma mere|mon pere|tout le monde) (seront|sera|seront partis|dorment|dormira|dormiront) (couches|partis|sortis)?\b`,
    String.raw`\b(n essaie|essaie) (pas )?de me (faire changer d avis|retenir|convaincre)\b`,
    '(等|趁)(爸妈|爸媽|家里人|家裡人|大家)(睡|出门|出門|不在)|别劝我|別勸我',
    '帮朋友问|幫朋友問|只是暂时的.{0,8}其实|只是暫時的.{0,8}其實',
    'كام يوم بس|لصاحب(ي|تي) بسال|عشان صاحب',
    '(لما|بعد ما) (ينامو|ينامون|يطلعو|يطلعون) (اهلي)?|لا تحاول (تقنعني|توقفني)',
  ],
  // Self-harm told through its effects: marks hidden, pain as relief, doing it again.
  selfHarm: [
    String.raw`\b(so|that|so that) (nobody|no one|noone|people|my (mom|mum|parents|dad|friends)) (sees|see|can see|notices|notice|will see|wont see|doesnt see|dont see) (my )?(arms|wrists|thighs|legs|scars|cuts|marks|the marks|the cuts)\b`,
    String.raw`\b(hide|hiding|cover|covering|hid|covered) (up )?(my |the |them )?(scars|cuts|marks|burns|arms|wrists|thighs|bandages|sheets)\b`,
    String.raw`\b(long sleeves|hoodie|hoodies|sleeves)\b.{0,40}\b(arms|wrists|scars|cuts|marks)\b`,
    String.raw`\b(the )?(new|fresh) ones are (deeper|worse|bigger)\b`,
    String.raw`\b(only thing|only way|the pain|the sting|it hurting)\b.{0,30}\b(makes|helps|feel|feels|quiet|calm|numb|something)\b`,
    String.raw`\b(more|new|fresh) (lines|cuts|marks|scars)( tonight| today| again)?\b`,
    String.raw`\b(did it|doing it|done it) again\b`,
    String.raw`\bblood on my (sheets|sleeve|sleeves|bed|pillow|clothes|hoodie)\b`,
    String.raw`\b(the )?relief (only )?(lasts|last|is gone|wears off)\b`,
    String.raw`\b(blade|blades|razor|razors) in my (pencil case|drawer|bag|room|pillow|wallet|phone case)\b`,
    String.raw`\b(cleaned|clean|wiped|wipe|scrubbed) (up )?(the )?(bathroom|blood|floor|sink|sheets)\b.{0,30}\bbefore (my )?(mom|mum|dad|parents|anyone|someone)\b`,
    // es
    String.raw`\b(manga larga|mangas largas|sudadera)\b`,
    String.raw`\b(esconder|escondo|tapar|tapo|cubro|cubrir) (las |los |mis )?(marcas|cicatrices|cortes|brazos)\b|\bno me vean los brazos\b`,
    String.raw`\b(llenos|llenas) de (cortes|marcas|cicatrices)\b|\b(siento alivio|me alivia|solo asi siento)\b`,
    String.raw`\bno (me )?vean (los brazos|las marcas|mis brazos|las cicatrices|mis cicatrices|los cortes)\b|\blimpie la sangre\b`,
    // fr
    String.raw`\b(personne|on|ma mere|mes parents) (ne )?(voie|voit|verra|voient) mes (bras|poignets|cicatrices|marques)\b`,
    String.raw`\b(ca fait du bien|ca soulage) d avoir mal\b|\b(ca|cela) me soulage\b|\bquand je saigne\b`,
    String.raw`\bj ai recommence\b|\btaille crayon\b`,
    String.raw`\b(manches longues|manche longue)\b`,
    String.raw`\b(cache|garde|planque) (les |des |mes )?lames\b`,
    // zh
    '(手臂|手腕|胳膊|大腿)上?的?(痕迹|伤疤|伤口|痕跡|傷疤|傷口)|(手臂|手腕|胳膊|大腿)上又',
    '长袖|長袖',
    '(疼|痛)的时候才|(疼|痛)的時候才|划下去|劃下去',
    // ar
    'كم طويل|اكمام طويله|اكماما طويله',
    'محد يشوف (الاثار|ذراعي|ايدي)|(لا|ما) (يرى|يشوف) احد (الجروح|الاثار)|الاثار (اللي )?على (ذراعي|ايدي|يدي)',
    'صرت (اسويها|اعملها) كل ليله|شفره المبراه',
  ],
};

const zeroWidth = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF\u00AD\u0640]/g;
const leet: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'i' };

/** Arabic letter forms unified the same way in text and patterns (alef maqsura, ta marbuta). */
const unifyArabic = (text: string) => text.replace(/[ىی]/g, 'ي').replace(/ة/g, 'ه').replace(/ٱ/g, 'ا');

/** Runs of the same letter collapse to one, so "diiieee" and "die", "killl" and "kill" meet. */
const collapseRepeats = (text: string) => text.replace(/(\p{L})\1+/gu, '$1');

/** Case, accents, Arabic letter variants, invisible characters and leetspeak inside words. */
export function normalizeForCrisis(input: string): string {
  let text = input.normalize('NFKC').toLowerCase().replace(zeroWidth, '');
  // Accents and Arabic diacritics (harakat, hamza marks) are combining marks after NFD.
  text = text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
  text = unifyArabic(text);
  // French elision keeps its words apart ("j'ai" → "j ai"); other apostrophes vanish ("don't" → "dont").
  text = text.replace(/\b(j|l|d|m|t|s|n|qu)['’](?=\p{L})/gu, '$1 ').replace(/['’`´]/g, '');
  // Leetspeak only where a symbol touches a letter: "d1e", "su!cide", "w4nt", never "5 kms".
  text = text
    .replace(/(?<=\p{L})[0134579@$!|](?=\p{L})/gu, (ch) => leet[ch] ?? ch)
    .replace(/(?<=\p{L})[0134579](?=\s|$)/gu, (ch) => leet[ch] ?? ch)
    .replace(/(?<=^|\s)[0134579@$](?=\p{L})/gu, (ch) => leet[ch] ?? ch);
  // Punctuation becomes space; letters spelled out one by one are joined: "k m s", "s.u.i.c.i.d.e".
  text = text.replace(/[^\p{L}\p{N}\s]/gu, ' ').replace(/\s+/g, ' ').trim();
  text = text.replace(/(?:^|(?<=\s))(?:\p{L} ){2,}\p{L}(?=\s|$)/gu, (run) => run.replace(/ /g, ''));
  return text;
}

// A letter right after a backslash is an escape, not part of a run: `\bblood` stays `\bblod`.
const collapsePatternRepeats = (source: string) => source.replace(/(?<!\\)(\p{L})\1+/gu, '$1');
const compile = (source: string) => new RegExp(collapsePatternRepeats(unifyArabic(source)), 'u');
const idiomPatterns = idioms.map((source) => new RegExp(source, 'gu'));
const phrasePatterns = Object.values(patterns).flat().map(compile);
// Read before repeated letters collapse, where a double letter tells words apart: "off myself"
// (slang for killing oneself) would otherwise become "of myself", as in "proud of myself", and
// "noose" would become "nose".
const uncollapsedPatterns = [
  String.raw`\bof{2,}(ing|ed)? ?(my ?self|myself|meself|mself)\b`,
  // "noose", not "nose"
  String.raw`\bno{2,}se\b`,
].map(
  (source) => new RegExp(source, 'u'),
);
// Spaces inside a word ("sui cide", "kill my self") are closed up for these unmistakable words.
const signPatterns = (Object.entries(warningSigns) as Array<[WarningSign, readonly string[]]>).map(
  ([kind, sources]) => [kind, sources.map(compile)] as const,
);
const compactWords = /suicid|kilmyself|unaliv|sewerslid|selfharm|endmylife|自杀|自殺|انتحار/u;

export function detectCrisis(text: string): boolean {
  if (!text || !text.trim()) return false;
  let normalized = normalizeForCrisis(text);
  for (const idiom of idiomPatterns) normalized = normalized.replace(idiom, ' ');
  if (uncollapsedPatterns.some((pattern) => pattern.test(normalized))) return true;
  const collapsed = collapseRepeats(normalized);
  if (phrasePatterns.some((pattern) => pattern.test(collapsed))) return true;
  if (compactWords.test(collapsed.replace(/\s+/g, ''))) return true;
  return warningScore(collapsed) >= 2;
}

/** The warning signs a normalised, collapsed message shows, each kind counted up to its cap. */
function warningScore(collapsed: string): number {
  let score = 0;
  for (const [kind, kindPatterns] of signPatterns) {
    const shown = kindPatterns.filter((pattern) => pattern.test(collapsed)).length;
    score += Math.min(shown, signWeightCap[kind]);
  }
  return score;
}

/** The patterns as data, for documentation and the tests' coverage of each language. */
export const crisisPatternLanguages = Object.keys(patterns) as Array<keyof typeof patterns>;
