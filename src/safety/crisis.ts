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
  String.raw`\b(mort|morte|meurs|meurt|mourir|mourais) de (rire|faim|froid|chaud|honte|ennui|fatigue|peur)\b`,
  // Arabic: "ميت من الضحك" (dead from laughing), "مت من الضحك"
  String.raw`(ميت|مت|موت) من (الضحك|التعب|الجوع)`,
];

/** Phrase patterns per language. Latin-script patterns run on accent-free, lowercased text. */
const patterns: Readonly<Record<'en' | 'es' | 'fr' | 'zh' | 'ar', readonly string[]>> = {
  en: [
    // direct: "kill myself", "hang myself", "end my life", "take my own life"
    String.raw`\b(kill|killing|hang|hanging|shoot|shooting|drown|drowning|poison|poisoning|stab|stabbing|off|offing|end|ending|finish|finishing) ?(my ?self|myself|meself|mself|my own life|my life)\b`,
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
    String.raw`\b(im|i am|feel like|feel like im|i feel like i am) (a|such a|just a) burden\b`,
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
    String.raw`\b(thinking about|think about|staring at|cant stop thinking about) (the|my|all the|those) (pills|meds|tablets|blade|rope|noose)\b(?!.{0,25}\b(have to take|need to take|for my|prescribed|allergy|allergies|headache|cold|flu)\b)`,
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
    String.raw`\bthis is (my )?(goodbye|last (message|post|night|day))\b`,
    String.raw`\b(say|saying) goodbye (to everyone|forever|for good)\b`,
    String.raw`\b(sleep|fall asleep|go to sleep) and never wake (up)?\b`,
    String.raw`\bnever wake up (again)?\b`,
    String.raw`\b(a?sleep|rest) forever\b`,
    // wanting pain: "I want the pain", "I deserve the pain" (not "I want the pain to stop")
    String.raw`\b(want|need|deserve|crave) (the|more|to feel) pain( again)?$`,
    String.raw`\bdisappear forever\b`,
    // means (named only to recognise them; replies never discuss methods)
    String.raw`\b(overdose|overdosing|od on|(take|taking|swallow|swallowing) all (my|the|of my) (pills|meds|tablets))\b`,
    String.raw`\b(got|have|bought|found|tied|made|ready) (a|the|my) (rope|noose)\b`,
    String.raw`\bnoose\b`,
    String.raw`\b(leave|leaving) this world\b`,
    String.raw`\bplan(ning|ned)? my (death|funeral|suicide)\b`,
    String.raw`\bjump(ing)? (off|from) (a|the|my) (bridge|building|roof|cliff|balcony)\b`,
    String.raw`\b(jump|step|walk|throw myself) in front of (a|the) (train|car|bus|truck)\b`,
    String.raw`\b(nobody|no one|noone) (cares|would care) (if|whether) i live or die\b`,
    String.raw`\b(wrote|writing|write|written) (a|my) (suicide |goodbye |last |final )(note|letter|notes|letters)\b`,
    String.raw`\b(suicide|goodbye) (note|letter)\b`,
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
    // vouloir mourir: "je veux mourir", "j'ai envie de me suicider"
    String.raw`\b(je veux|je voudrais|j ai envie de|envie de|je vais|je pense a|pense a|je songe a) (mourir|me suicider|me tuer|disparaitre pour toujours|en finir|plus exister|ne plus exister)\b`,
    String.raw`\b(me suicider|me tuer)\b`,
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

const compile = (source: string) => new RegExp(collapseRepeats(unifyArabic(source)), 'u');
const idiomPatterns = idioms.map((source) => new RegExp(source, 'gu'));
const phrasePatterns = Object.values(patterns).flat().map(compile);
// Spaces inside a word ("sui cide", "kill my self") are closed up for these unmistakable words.
const compactWords = /suicid|kilmyself|unaliv|sewerslid|selfharm|endmylife|自杀|自殺|انتحار/u;

export function detectCrisis(text: string): boolean {
  if (!text || !text.trim()) return false;
  let normalized = normalizeForCrisis(text);
  for (const idiom of idiomPatterns) normalized = normalized.replace(idiom, ' ');
  const collapsed = collapseRepeats(normalized);
  if (phrasePatterns.some((pattern) => pattern.test(collapsed))) return true;
  return compactWords.test(collapsed.replace(/\s+/g, ''));
}

/** The patterns as data, for documentation and the tests' coverage of each language. */
export const crisisPatternLanguages = Object.keys(patterns) as Array<keyof typeof patterns>;
