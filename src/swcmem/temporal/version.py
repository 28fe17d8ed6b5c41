"""The extractor's rule version, and what each version changed.

Bump :data:`EXTRACTOR_VERSION` whenever extraction changes the anchors it writes: stores whose
anchors carry a lower one are reported stale (see :mod:`swcmem.temporal.reindex`); ``swcmem
reindex`` rebuilds them. Each anchor records :data:`EXTRACTOR` (the backend and the version).

History:

2: local calendar, any year, generic kinds (issue 13).
3: chat spellings, numeric dates, holidays, "N Saturdays ago", modal direction.
4: "two weekends later" (outside a past narration), "a week from Saturday", a season naming
   a kind of thing ("summer breeze", "winter coat") is generic.
5: "the fourth quarter of last year", "last quarter" in economic news, timetable "ends",
   "closes", "mature(s)"; "the notes" is not a report; "the year-earlier quarter";
   "over the past year" is a length up to now; "returned to 1987 levels"; "the next day",
   "that evening", "three days later" count from the previous date of the text; Christmas,
   Easter, Thanksgiving and other holidays by our rules too ("before Christmas"); "the
   week of March 19"; a bare month after a named past year is in that year ("In 1989 ...
   On Nov. 9, ..."), "that year" and "the following year" count from the date before;
   "earlier in the year"; "in 1990 and 1991" is two years; "split" is past; "the 3rd of
   next month", "the last Saturday of June", "Sat morning", "last nite"; a tense marker
   after a clause break no longer outweighs one before the expression; no sentence ends at
   "a.m." or "Dr."; "adjourned until Monday", "slipped to mid-July" point ahead; "hit" is past;
   "that summer" after a year; no week or day counted from a bare year; "Easter Island".
6: "the 31st" in the nearest month that has it; "half a year ago", "a year and a half ago",
   "for two and a half years"; "Monday after next" without "the"; "the month after next";
   "the new year" is a year; "the last few days of December"; "a year from today"; "sales
   for the year", "the best day of the year" are the reference's year; "the Christmas before
   last", "two Christmases ago"; "five years ago this June".
7: "a Monday", "on a Tuesday in early May", "a weekend class" are generic (which one is not
   said); "a week ago yesterday", "a year ago today", "a week on Friday", "a week tomorrow";
   "tues", "thurs", "weds", "fri" alone; "xmas", "NYE", "vday"; "a year ago this week";
   "summer camp in 2019" (a season or bare month takes the year named after it); "in the
   summer hopefully" is dated; a clock time told in the past is the last one, not
   tomorrow's, and dropped beside a day ("on NYE at midnight"); "ran it in 2:59" is no clock.
   A year-less month range is the one nearest the reference ("covers January to May", said
   in July); "58 years ago this summer"; "was sold two years later" alone dates nothing.
   "that weekend" and a bare "the day after" count from the date before; "the weekend after
   my 30th birthday" is an undated offset.
   "I've got an appointment Friday" is not past.
   "fourth-quarter results will be released Jan. 24" is the nearest fourth quarter.
8: general references are anchors with no dates: "now", "currently", "these days" (the
   present), "recently", "the former", "in recent weeks", "years ago" (the past), "soon",
   "in the future", "in the coming days" (the future; not "soon" in a clause told in the
   past); "the most recent quarter"; "later
   in the day", "earlier in the month" within the date told before (else the reference's);
   "the week after" with no date before it dates nothing; "this time last year" is a day;
   "late last summer"; "moved in a fortnight ago" is past; "the prior year" alone.
9: a present "is"/"are" points ahead ("the festival is in July"); "I'll have it done by
   Friday" is no past; "this/last/next decade" is a calendar decade (it was one year);
   "midyear", "yearend" (by tense); "the turn of the century"; "a week ago Monday"; "the
   days ahead"; "earlier this fall", "later this winter"; Veterans Day, Election Day, Black
   Friday, Cyber Monday, MLK Day, Presidents' Day, St. Patrick's Day, Juneteenth, Boxing
   Day, April Fools' Day, Mardi Gras, Ash Wednesday, Palm Sunday and others; "takes effect
   Jan. 1" points ahead; "the following weekend" counts from the date before; "my last day
   at work" is no date (it was yesterday); "exactly a month ago" is a day. A count may be
   a range ("2-3 weeks ago", "two or three", "a week or two"); "48 hrs ago"; "Saturday the
   9th"; "3/15 at 2" keeps its date; "the day b4 yesterday"; "on valentines"; "due the 1st",
   "the 29th works for me". "The prior quarter"; "the previous quarter" after a quarter
   named is the one before it; "until spring", "by fall" are dated (ahead when untold).
   "Monday week", "Saturday fortnight", "tomorrow week"; "May Day"; "Christmas Eve we're
   at my nan's" points ahead (a present "we're"/"I'm" right after the expression).
   Our rules read what only Duckling read ("the week of the 17th", "since Easter", "in
   dec", "mid-march", "in Jan", "10/12/95", "due 4/1", "for the nine months"); "1/2 cup",
   "1/3 of my pay" are fractions, not dates; "could last until" is no past.
   "Father's Day weekend"; "three Octobers ago"; "a year ago next week"; "the first (15th,
   last) of the month" follows the tense.
   "has hurt for a few days" runs up to now (irregular participles); "she's been sober 100
   days" (a word between "been" and the length).
   "During the decade" is the reference's decade; "Black Monday" is 19 October 1987.
   "The other night", "all weekend", "two Tuesdays from now", "I'll call you in an hour";
   "a while back" (PAST_REF), "any day now" (FUTURE_REF).
   "The end of the decade" (of the calendar decade).
   "2024/03/15"; "every year on March 20" is generic (a yearly habit names no year).
   "The current (fiscal) year", "last fiscal year", "the latest week"; "rose 50 cents for
   the day", "fell 2% on the day", "done for the day" are the reference's day.
   From the date told before: "the year after" (it was the year before), "the Tuesday
   after", "the summer after (before)", "a week after." (nothing after it), "the end of
   that week", "late that year", "the day after that", "the following Friday (spring)", "a
   few days later" (a range); "Valentine's Day last year"; "every January" is generic.
   "A week before that", "the weekend after".
   "Figures for February will be released Thursday": February is the month measured.
   "The year-ago first quarter"; "a decade earlier (later)"; "since 7th grade" is no day.
   "All week", "all month"; "the end of the summer".
10: holidays of other calendars ("Orthodox Easter" computed, "Chinese New Year" from a
   table, "the Jewish New Year" kept undated: never the Western day their names end in); a
   holiday "of" a year ("Christmas of 1990"). "Every", "each", "most", "per" make a habit
   only of time ("most Sundays"; not "most analysts said Friday", "50 cents per share");
   four-letter past forms ("died", "sued"); "will cut", "to set" are no past; "later
   Monday" said on a Monday is that day; "the first half of the year"; "by mid-decade".
   "Two years after that", "the year (summer) before that the bathroom" count from the date
   before; "the fall in prices", "the fall of Rome", "steepest fall since" are no season;
   "the fall campaign" is this fall; "later this year" keeps the year's grain (its value
   the year); "1H19", "3Q19", "H1", "FY2018"; "a May rate rise"; "month-end"; "the first
   (trading) day of the year", "the last business day of June"; D-Day, V-E Day, V-J Day;
   Inauguration Day; "the turn of the century" nearest a year its sentence names; "Case No.
   04-1234" and all-digit "dates" centuries away are numbers.
   Chat: counts in words to a hundred ("Fifty years ago today"); "in a decade"; "a cpl days
   ago"; "can we do the 14th instead", "no later than the 5th", "The 30th." answering a
   question; a tenseless answer takes its question's tense ("When did you hear back? On
   Tuesday."); "back in March" is past; "this Thursday" said after it is the coming one;
   "it's Saturday!"; "three years ago next month"; leap day; "the spring (Christmas)
   before we married (Mom passed)", "two years before he retired" are undated; "for two
   years before" is a length; "the 80s were wild", not "temps in the 80s"; "I want it
   sorted by Christmas" is no past; "the Saturday shift" in a present clause is a routine;
   a habit word only in the expression's own clause.
   "The quarter", "the first half" beside business nouns (shipments, demand, plant);
   "will recover by the end of the quarter" is the current one; "this fall's lineup" is this
   year's fall whatever the verb; "next fall's" tells no future; "summer season"; a Friday
   holiday's weekend runs Friday to Sunday, a Wednesday's or Thursday's is the one after
   (TIMEX3: the Saturday's week, -WE); "Christmas week"; "July Fourth". "Balanced-budget"
   is no past; "could", "can", "must" point ahead; "snow could fall Wednesday" is no
   season; "this (last, next) century"; "two years later", "a decade later" are that year
   (not the earlier date's month or day; "a year earlier" keeps its shape); "fingers
   crossed" is no past; a habit stops at ";". Long chat messages: "moved it from Friday to
   Monday" is the new date, not a range; "the 20th" where a clause ends ("pushed it to the
   20th since ...", "it's the 19th now", "The 24th, at the pub"; not "in the 4th"); "was
   going to", "were meant to" look ahead; "this Saturday" later in the week is that one
   whatever the tense; "now it's <date>" points ahead; "not this Friday, the one after";
   "the night before", "the Friday after instead", "the Monday after we drove back";
   "the summer of next year"; "sometime" looks ahead; "if approved this summer, would";
   a marker in a "that" clause after the date is the words reported; "the January
   employment report" is the last January; "the same month (quarter) last year"; "will
   reopen in the fall after a renovation" is the fall. "Brought forward to Monday", "rained
   off till the 22nd", "rescheduled it for the 18th", "postponed until after the Fourth of
   July" look ahead; "was set for the 28th" is a plan; "it's now on the 9th"; "that Sunday"
   after a date is that week's; "two days after that and ..."; a present "is on Wednesday"
   after a comma outweighs a past verb before it; "It's on the 5th" answering "Did I tell
   you ...?" keeps its own present. "Not this weekend but the next one"; "we've booked
   Saturday the 18th"; "it's moved from June to ..." (a reschedule in the perfect is the
   plan as it stands); "the summer we met" is undated; "two years ago in January"; "Monday
   4th"; a date in quotes takes the quote's own tense. "H.R. 1990" is a bill; "the deal
   would close in the third quarter".
11: read from blind text of four kinds (assistant chats, work email, long chat, news). The
   direction of a date is read closer to its own clause: "the revised quote" is no past
   verb; "he'd lend" is *would*; "HMRC adds a penalty" is no report; "said the interview
   is on the 22nd" and "emailed last night, they want me ... on Tuesday" look ahead; a ",
   who ...," or ", which ..." clause tells of its noun; "the Jan. 15 deadline" names a
   role, no tense; "since the update on the 9th" and "per my email of March 3" look back;
   "got moved to", "it's been put back to" are the plan as it stands, "had moved" (not
   reported) the past; "going forward", "starting on", fixtures ("host", "face"). A
   weekday told with a time of day or beside "today", said on that weekday, is that day;
   "next Friday" where the text calls the coming one "this Friday" is the one after;
   "Tuesday 14 May" is the year in which it is a Tuesday. Anaphora told ahead counts from
   the date before ("on the 4th of December, then physics two days later"); "the Monday
   after but ...", "the Friday before so ...", "three days after that before ...", "the
   day before off"; "that day/weekend" skip a coarser date told since. A bare day told
   again after a date with its month is that date; numeric dates are day first where one
   can only be read so ("17/10", "Update 14/03") or the writer counts in pounds; a season
   or month just after a named year is that year's ("in 1971, in the autumn"). "By EOD",
   "COB"; St Stephen's Day; "on the Fourth"; a month in a habitual clause is generic
   ("always ... around July"); "the Sunday league"; a habit stops at ", but", ", so I",
   ", it"; a year that is a title in quotes ("'1984'") and "passed 2021 subscribers" are
   no dates. From the later blind sets: "was due" looks back; "remind me to", "let's",
   "flies out", "are we still doing NYE" look ahead; "did ... come back on Tuesday like they
   said they would?" is past; "stay closed through April 3" is a state; "Reminder that
   Friday is a holiday" ("that" opens a clause; a weekday that is the subject of "is" looks
   ahead); reschedules: "rebooked him for", "moved the review from Thursday to Monday the
   6th", "pushed from the 2nd to the 4th of June" (no range), a report of one ("said ...
   might be put back until") is not told as done; "July 4, 1776 ... on July 2" stays in
   1776; "is the 18th to the 22nd", "14 July, not the 7th"; "that Monday" after a Thursday
   is the one on or after it; "first Monday in October", "2 March next year" (one anchor);
   a range must reach past its first date; quarters in work text ("this quarter", "the end
   of the first quarter to register"); "by about 6.5%" is no clock time; dotted dates are
   day first, as are "13/11" alone and dates after "day/month"; "w/c 20/9", "Friday 7/5",
   "Friday, 3/28"; Anzac Day, Republic Day, Epiphany, "Fourth of July", "V day"; "Friday
   finally!!!" said on a Friday; "on Tuesday nights" is a habit, "most of the weekend" is
   not; "brunch sat?", "sat right?"; "the wk after", "the night after to celebrate"; a
   chat sentence ends at "?", "!" or a word's full stop before a lower-case word. From the
   fourth set: "it was sometime in May" and "voted to leave" tell no direction of their
   own; a marker after "and"/"but" tells its own clause where one before tells the date's;
   "for march!!!"; "per my email of" only of one message; "20.02." in dots; "in 09"; "the
   Anzac Day long weekend"; "sat then!"; "the day before we spent ..."; "from Boxing Day
   until the 2nd" is one range; "4.5/5" is a rating. From the fifth: a day a date is moved
   to takes that date's month ("was July 3rd, but they moved it to the 8th"); "since
   <date>" always looks back; "a Friday deadline"; "abt sat night"; "I'd say 8/10", "got
   3/10" are scores; "normally $89" is no habit of time. From the sixth: "two days before
   so I can"; a "did" earlier in the clause makes it past; a present verb reported after
   "said" looks ahead; "promised", "vowed", "urged ... to" look ahead; "set for the 14th";
   a chat sentence ends after "11." too; "the week after that Dan's parents".
12: from the seventh and eighth blind sets (catch-up chats between friends, family logistics,
   travel, an assistant's notes about its user, short news). A count of weeks is the day
   counted ("two weeks ago", "in a fortnight", "a week later" after "the 30th", "a month
   later" after "the 1st of February"), as every blind writer read it (TIMEX3 in news
   annotation says the week; we say the day). "the day after is my birthday", "the day
   before that is", "the weekend after we're going", "two nights later", "two days after
   that Mochi"; a bare day told just after a month ("coming in February? The week of the
   17th") is in that month when its own tense points there; "the first of next month";
   "mentioned", "noted" report a present that looks ahead; "a reminder to"; ", forecasters
   said," is an aside; a marker after "and"/"so" is another clause's even with nothing
   before the date ("keys on the 1st and I've already bought"); " - " breaks a clause
   before "is"; "that's supposedly arriving the 14th" is progressive; "booked ... for
   Easter weekend", "tickets to see ... in November" look ahead; "Wednesday the 11th" is
   within six weeks when the tense would put it months away; "Monday 2/10" tells day-first;
   "this weekend" said on a Thursday or Friday is the coming one, "this past weekend" said
   on a Sunday that one, "how was ur weekend"; "this autumn" is this year's whatever the
   verb; seasons are the other hemisphere's in a sentence that names a southern place
   ("down here in Melbourne"); "is due Wednesday" said on a Wednesday is today; "every day
   since we arrived on Saturday" dates the Saturday; "mostly thanks to" is no habit; "a
   9/10", "6/4 6/3" are scores; "the 1080 is", "The 1975" are names; "Thu or Fri". From
   the ninth set: the date a rescheduling moves from is told as its target ("moved your
   appointment from Tuesday to Wednesday the 28th"); "to the week of January 12" is a
   target; "two weeks from the 3rd"; "I'm in London, so that's the first of February" and
   "on 7/6, that's this Wednesday" settle a numeric date; "agreed to" is a plan; "a warning
   for thunderstorms from Wednesday to Friday" looks ahead; "the second Wednesday of January
   each year" is a habit; "for the Fourth"; "from the 26th until the New Year" ends on its
   first day; "March 4 this year, and the day after"; "a flu shot" is no past; a fixture
   ("plays Colombia on Wednesday") said on its weekday is that day; "two days after that
   if", "the week after she already had", "Tassie"; "a fortnight later" no longer fails.
   From the tenth: "in a couple of weeks" is the day two weeks on; "Last year, sales in
   December rose" (a year that opens its sentence frames its months); "the first nine
   months of 1997"; "fourth-quarter gross domestic product" to be released is the quarter
   just ended; "press for coordinated intervention" (an adjective after a preposition);
   "hoped to strike a deal before Christmas" looks ahead; "a summer lineup" is this summer.
   From the eleventh: "over the weekend" with no tense said on a Monday or Tuesday is the one
   just past (a question about the weekend asked on a Monday); "this afternoon" told in the past and
   written after midnight is the day before; "the 26th–28th"; "the weekend of June 20th";
   "the whole week of Thanksgiving"; "from 27/12 to 3/1" day first; "it's the Saturday"
   after a numeric date, "(UK)", "the London office" tell day first; "booked the beach house
   from 27/12"; "warned of outages from Saturday"; "reopen in Q3"; "Spring offsite"; "solid
   7/10" is a rating. From the twelfth: "next weekend" said on a Thursday or Friday is not
   the coming one; "is the 29th, did anyone order the cake?" (a copula before a comma wins
   over the past after it); "saturday 6pm" said that Saturday is today; "set a trial date
   of Jan. 14"; "a week before your birthday on the 19th of November"; "early Friday after
   Thursday's blackout" (no offset from a possessive); "slips two weeks, from the 9th to the
   23rd"; "from Saturday into Sunday"; "I always get paid on the 15th" is a habit; "finished
   3/12 in her age group"; "1923 Hawthorne Ave"; "coffee the day before suit you?". From
   the thirteenth: a bare season with no tense is the nearest one ("thank you for the
   drills in the fall" said in January); "— I've got a review on Friday" is a present
   clause; "getting the hip done on December 10" is no past; "pencilled in" looks ahead; a
   day anaphor counts from the last date fine enough ("Thanksgiving ... this year, driving
   up the day before"); "always meets on the second Tuesday of the month" is a habit; a
   day told after a range in its last month ("from December 22 to January 4, then back on
   the 5th") is in that month when its tense points there; "the Bengaluru side". From the
   fourteenth: "a fortnight from yesterday"; "on leave for two weeks from Monday" is the
   fortnight; "thrown open late Thursday" ("open" after a participle is no timetable);
   "runs through Nov. 30" looks ahead; "Data from the week of Feb 1" looks back; "also is
   brunch on the 2nd still happening" is a question of its own, not read with the one
   before; "Paddy's Day".
13: from the fifteenth and sixteenth blind sets (issue 13, twelfth pass): weekdays told
   together share the week one of them names ("Thursday and Friday next week", "last
   Thursday and Friday"; each day its own anchor); runs of weekdays ("Mon-Wed", "from
   Monday to Wednesday last week", "next Thu–Sat"; "open Mon-Fri" is generic); a weekday
   told after a week in its sentence is in it ("the week after next I'm in Chicago, Tuesday
   through Thursday"); "the 12th and 13th", "from the 24th till January 2", "from the 23rd
   until the 2nd of January" (across the month); "tomorrow", "in two days", "two weeks ago"
   inside a dated report with a backshifted tense count from the report's day ("said on
   Thursday she'd have them by tomorrow"); "in about six years" after "first", a
   superlative or "haven't" is a length back to now, no date; "the second half of June";
   "the rest of the week"; "the whole weekend"; "New Year"; "H2 next year"; "last
   quarter's churn"; "a fortnight on Monday"; "the past decade" is the ten years up to now;
   "Spring has arrived" is the season now; "hopefully", "voted to extend ... through",
   "hope to have finished by" look ahead; "appeared to have approved" is past; "is coming
   Friday" is a bare weekday; "pushed the kickoff to the Monday after Easter" is a target;
   "August 14 and back on the 30th"; "I fly out"; "for the 31st"; "Mon and Tue"; a news
   dateline ("SYDNEY — ") read before each sentence; Duckling's year-less "3/4" read by our
   numeric rule (day first where the text says so); NHS, HMRC, DVLA tell day first;
   "watched 1917", "Orwell's 1984 surged" are titles; "gave them 4/5", "Honestly 5/5" are
   ratings; "traditionally" is habitual. From the seventeenth and eighteenth: offsets from an
   event whose date the text tells elsewhere ("the week after the move" beside "We moved in
   on the 1st", "the Monday before my flight to Bali on the 19th"); the writer's UTC offset
   tells how a year-less numeric date is written when the text does not (east of UTC, but
   +08:00 and +09:00, day first); "from the 27th to the 29th of this month"; "the whole of
   May"; "two days before the 14th"; "tickets to the athletics on the 25th", "will ship in
   the fourth quarter", "have closed the highway until Wednesday", "turns 90 on October
   20th" look ahead; "will go to a runoff on Oct. 30 after ... won"; "can't" is a modal;
   "COB Thursday" said on a Thursday; "had to move our 1:1 from Friday to Monday 4th"; "my
   2009 Golf" is a model; "spring has been warm"; "arvo" tells day first; an event offset
   dated from the turn before ("The wedding is on June 10th." — "We fly out two days after
   the wedding."); the path without Duckling reads a bare year-less "3/14"; ratings and
   counts ("10/10", "closed 11/12 tickets") are no dates; "is likely to", "ordered ... to"
   look ahead; "its launch" is a noun; "Two years ago tomorrow"; "on 15th", "w/c 9th";
   "02/16 instead of the 15th"; "I do the Saturday shift" is a habit.
14: from the twentieth to twenty-second blind sets, news (issue 13, thirteenth pass): a
   period told by its last day ("the nine months to Dec. 31", "the quarter ended Sept. 30",
   "the 12 months through January"); a fiscal year the story defines ("whose fiscal year
   ends June 30", "fiscal 1985, which began Oct. 1", "an April-March financial year",
   "fiscal 2003, which ended in March") dates its "fiscal 1989", "the current fiscal year",
   "fiscal fourth quarter", "1996-97" and "the fiscal year that begins July 1"; "last
   year's fourth quarter"; "the December quarter", "the holiday quarter"; a month of data
   ("the March jobs report") or of delivery ("for February delivery", "September crude");
   "the first nine months" of a results report; "a year ago" in a results comparison and "A
   year earlier" after a reported quarter (that quarter a year back); "For the week, the Dow
   lost", "finished the month up"; "the week ahead"; a weekday owning an event ("after
   Friday's 2.1 percent rally", "Tuesday's elections"); a limit an act set ("extended its
   offer until Nov. 16"), a countdown ("10 days left before ... June 30"), "ahead of", "no
   earlier than", "payable" look ahead; "another cut", "the launch", "long-delayed", "the
   Oct. 1 start", "days left" tell no tense; "on July 1 and July 3" are two days; no story
   year from "since 1935", a relative clause or the reference's own year; a habit in a
   relative clause stays there; "$20.08.", "by 930 votes", "1 3/8", "down 9 per cent in a
   month" date nothing; "last evening"; every alternative of a rule is word-bounded ("the
   fiscal year ends" has no "year end"). An event offset is dated from an earlier turn of
   the conversation too ("the week after the wedding", the wedding told sessions before).
   From the twenty-third and twenty-fourth: "Gadgetry reports Thursday" is a timetable;
   "set a Jan. 11 trial date", "26 shopping days until Christmas", "have until Aug. 16",
   "voted tonight to ... raise the limit through Feb. 7" look ahead; "the next cut", "two-year
   notes" tell no tense; "p.m." is no word; "late Friday" said on a Friday is that day; a
   weekday's event that did something ("Friday's budget sent the pound") is past; a month
   of results is the nearest; a fiscal quarter whose results are reported is the last one
   told of, and "the year-earlier period" after it that quarter a year back; a bare month
   moves into a past story's year only when its own sentence is past, never into a fiscal
   year's; a habit of a second verb ("and will then run every Tuesday") is not the first
   one's; "the 1900 block of" is an address.
15: from the twenty-fifth and twenty-sixth blind sets (news, broadcast news, business wires):
   "will be formally installed" (a participle after "be" and an adverb), "which closed at
   15,196 on Friday," (no clause break between digits), "due to call on Wednesday to confirm
   it survived" (a past verb in a clause of its own), "conclude(s)" a timetable, "reports in
   September", "met face to face", "a stock split", "in case of" and a market's "August
   highs" tell their direction; a bare weekday with no marker near takes the main verb of its
   long sentence; "agreed to cut output from May 1" looks ahead; "today" with a timetable
   verb is today's; "fifty years ago this morning (tonight, last night)", "Aug. 28 last year",
   "August and September 1995" (months share the year the last one names); a fiscal year told
   by its fourth quarter's end, "the 1991 fiscal year, which begins Feb. 1, 1991", and a
   company's own quarters where its year is not the calendar's; time spent ("after 31 years
   with the bank") is a length; "14:58.20" and "barrels a day from May 1" date nothing; a
   calamity named by its date ("the Oct. 19 crash") is past; "After the long Labor Day
   weekend, traders will ..." is the holiday just past; "a week earlier" after "the week
   ended Sept. 22" is the week before it; "the 12 months through March". From the
   twenty-seventh: "the second hit the southwest late Monday", "the Broncos upset the
   Packers" (verbs before their object), "odd-numbered years" (a compound participle before
   its noun), "approved the plan" (a noun), "until January" (the span's own "until"), "laid a
   wreath on Memorial Day, as he has done every year" (the comparison's habit), "said
   second-half results should" (the figures' clause), a quarter in a market story, "for the
   year that began Oct. 1" in a budget story, "a century ago this summer", "1 1/8 to 23 3/8";
   from the twenty-eighth: "which ends its fiscal year Sept. 30", "in case this winter
   proves cold", "its first dividend since then in June". A review of these rules narrowed
   them (nineteen faults, `tests/temporal/test_review_fourteenth.py`): "upset" is past only
   after a noun and no modal; highs and lows need "its"/"their", calamities no "course" or
   "drill" after; the far main verb only when past, with no comma between and no verb that
   arranged the event ("bought tickets for ... on Saturday"); "go on to face Wales"; "Press
   reports in March suggested"; "the plan" a noun only after a past verb; "in case of"
   yields to a past verb after it; "hand-picked the team"; a rate needs an amount; months
   share a year only in one clause, December before a January; a company's quarters not
   where the economy is told; market words only as "stock market" and the like; a number
   list in a relative clause; "a few weeks earlier" after a period keeps its date; "3 days
   ago tonight im going out"; "half a century ago"; "after 10 years on June 1"; "through May
   Street"; "from 131.20 yen on Tuesday" is a past start. Last: a past clock time east of
   UTC ("struck at 1:47 a.m." said at 9:00 +08:00 was the day before: Duckling's wall clock
   read as UTC was compared with the real instant); "the one that drenched the coast over
   the weekend could ..." (the relative clause's verb); "is forecast to"; "storms like the
   one" ("like" a preposition, no wish); a text that says "US dates" (or "month/day",
   "mm/dd") reads slash dates month first whatever the writer's offset hints. After the
   twenty-ninth sets (measured at the code before): "which closes its books each June 30",
   "The government's fiscal 1991 begins Oct. 1", "its fiscal fourth quarter, the three
   months ending Jan. 31" define a fiscal year.
16: a day number after "next month" or "last month" ("is next month, on the 13th") is in
   that month; a verbless fragment told on in the simple past ("Pub quiz on Thursday and we
   came second!") is past, unless the clause gets ready for it ("Flight on Monday and I
   packed already").
17: from two chat sets written blind: a length without "for" told up to now by a perfect
   ("we've lived here a year now"); "Labor Day two years ago" is one date; the time spent
   before leaving is a length ("my last day at the company after 7 years"), and "haven't had
   a haircut in two and a half months" dates nothing ahead; "dreading monday", "blocked off
   two weeks in June", "Back on the 10th", "checking in on the 25th" and a question of its
   own after another sentence ("... leaving do. u around sunday?") are ahead, "back from the
   long weekend" is past; "Last week of work!!" is no previous week; "this arvo".
18: "Started learning guitar in March, 20 min every day": one event, the habit after the
   comma is another clause's; "forecast says sunny till Sunday" is ahead; "the release
   notes" is no report; "next one's at ours for the 4th of July" is ahead; "feels like a
   decade ago" dates nothing.
19: "in the morning" told ahead late in the evening is the next morning (after midnight, the
   same day's); "Happy Thanksgiving!" is the one at hand; Canada's Thanksgiving where the
   text names Canada or a Canadian city.
20: from two more blind sets (notes and club messages; long chats): "pls let Mrs K know by
   Thurs", "followed by breakfast", "Physio says to check back in January", "Flyer says
   4/24" (the date at hand), "until at least April 1", "Tuesday at the earliest", "what if
   we skip ... at Christmas", "if we can have the kids on the 24th" (a modal's "have" before
   a determiner is no perfect), an emoji ends a clause, a booking asked about is ahead, a
   range's bare weekday end is after its start ("from tmrw till Tuesday"), "can always" is
   no habit.
21: from group chats and assistant dialogues (two more blind sets): an emoji before a capital
   ends a sentence; "Back at work after the long weekend", "recovering from Tuesday's tramp"
   are past; "back to work on Tuesday", "confirmed for Saturday the 20th", a booking or
   confirmation asked about are ahead; "fly in on the 21st and leave on the 2nd" leaves the next month; "once on the 1st and
   again on the 3rd" of this month; "and my review is in mid-December" is a clause of its
   own; "St Paddy's"; the time something took, "7-8 hrs", "after a week off" are lengths.
22: a length a little short of its count ("for almost a year now", "just under a year now")
   began a little later than the count back: said in December, this January, not last year.
23: from two more blind sets (relative references, life updates): "for sat:", "b4 wed";
   "it's technically Sunday now", "sunday already" are that day; "Last day is the 31st",
   "ur last day b4 the break" name the final day, no past and no yesterday.
24: the UK's Mothering Sunday, Remembrance Sunday and England's bank holidays; chat's misspelt
   weekdays ("wensday", "thrusday"); a date something is called for ("called elections for
   Oct. 24") is ahead; a weekday's event after "from", "since" or "after" ("losses from
   Monday's earthquake could ...") has happened.
25: from long chats written blind: an appointment held or a date picked ("he's got a
   cardiology appointment on the 27th", "picked a date for the ashes: the 19th of March") is
   ahead; "born" is past ("born on Wednesday night"; not "born on Feb 29": a birthday); a
   plan that was the object of a past verb ("started my marathon training plan on New Year's
   Day") tells no future; a habit's start ("going in most mornings since May") is dated; "two
   years in now", "I'm six months in", "three years retired now", "who's only been running
   for three months" date their start, a perfect of another clause does not ("My manager's
   been lovely though, I'm doing three days to start"); "thank you for coming on Saturday" is
   past; an answer to a question that names nothing ("Tom proposed!" "When?!" "Saturday
   night!") reads the statement the question asks about for its tense (not an arrangement's:
   "I signed up for the half!" "When?" "June.") and event.
26: from a blind round read for it: what was accepted, approved or booked is ahead ("got
   accepted for the conference in Hobart in December", "it's approved for the 9th of June",
   "I booked my driving test! 9 April.", "booked a cottage from the 7th to the 14th of
   August", "Earliest date was 6 August"), also further from the booking verb ("asked to
   teach on the field course on Orpheus in early September"); "he lands in late June" is a
   timetable; "maternity leave", "next door" are no markers; "in the twenty-six years I've
   had the place" runs up to now (dated from its start); "Norfolk Pie of the Year" names no
   year; "the club's Saturday group" is a standing thing; a reply ("Yep.") does not stop an
   answer from reading the question's tense; a bare "When??" after news of a state ("He's
   home!!!") asks when it came about; "every night since the team signed up on Monday" dates
   the signing up; "the Open" is a tournament, no timetable; "the Friday after the op" finds
   an event named by one short word; "five years since we opened the doors" runs up to now;
   "I'm ready to sit the exam in December" is ahead; a timetable word written as part of a
   name ("the Rift Protocol Open on Monday") is no marker; "When?" after "she's got a date
   for her hip" takes no past from it; a holiday naming a thing ("the Christmas market",
   "the Easter 10k") gives way to another date of its sentence ("... last weekend"); time
   still to come ("I've got less than two weeks to get fit", "three days left") is no length
   back from now; an age told with its day ("we'll be 35 on the 16th of August", "the
   bakery turns five this month") dates the birth or the opening, beside the birthday (not
   a small head count: "we'll be 4 on Saturday"), and "I turn 30 in March" is ahead; a
   verbless sentence after a question takes the question's tense however far its date is
   ("What happened? Another burst pipe, a big one this time, at a school on Thursday.").
27: a reply to "How did it go?" with no date of its own takes the date of the turn the
   question follows up ("I ran the quiz night last Friday." — "How did it go?" —
   "Packed!"), as a carried implicit anchor, in place of the date it was said on.
28: a weekday "just past" ("Saturday just past.", "Monday past we got the keys") is the one
   gone by, not the coming one.
29: a verbless fragment among past news takes their tense ("I PASSED. Friday.", "First frost
   Monday. The pup went wild"), not the date of something arranged ("It's booked. From the
   11th to the 18th of May.") or asked ("When's the wedding?" "The 21st of August."); a
   count of years told with the day it falls on dates the start ("it's four years this
   month since I started", "35 years married on the 14th of October", "I turned 34 on
   Sunday", "Sunday was our 45th anniversary"), and weeks "today"/"tomorrow" "since"
   something run back ("four weeks tomorrow since the operation"); "eight years ago this
   September" is this year's September moved back; "six years I've had him now" and "three
   years with them now" date their start; "the Saturday after" a plan and the eve before it
   counts from the plan; an arrangement in the present perfect ("I've booked her into the
   yard on the 14th", "they've asked me back for an interview on 5 February") is ahead;
   "rang to say I'm back ... the first week of January" is ahead; "the first week of the
   month"; Burns Night, Hogmanay; "Good Friday morning" is Good Friday; "it's been a
   fortnight"; "didnt", "wasnt" are past.
30 News told after a teaser and a prompt for it ("Guess what happened on Friday!" "What?!"
   "They offered me the job!") carries the teaser's date; a length held up to now by a
   perfect of keeping or doing ("she's lived there 41 years", "Four years I've had that
   plot") or a couple's state opening the sentence ("Nine years together, ...") dates its
   start; "Dad's 70th? It's on the 16th", "our anniversary on Tuesday, five years",
   "Saturday, she'll be fourteen", "four weeks old today", "six years at the co-op this
   month", "45 years this summer since ..." date the start; "thank you and Dad so much for
   helping" is past; "she's meant to be flying on Tuesday" is ahead; a fragment in a turn
   with no tense takes the question it answers ("How did the show go?" "Second! On
   Saturday!"); "the morning of the 14th", "The 10th it is.", "the Sunday after at her
   house"; "It's confirmed: the 4th to the 6th of March" is ahead; "the 20th, a Monday"
   picks the month the 20th is a Monday in; "I've been home a week today" runs back.
31 A reply takes the one past date of the question it answers ("How did it go yesterday??"
   "Honestly not sure..."; "did you march on Sunday?" "I did."); news told first after a
   teaser takes the teaser's date even with dates later in the reply; a day of the month told
   after a month in its sentence follows it ("It's in March — the weekend of the 9th", "the
   October half term, the 23rd to the 30th"), and a bare "On the 8th" after past news is
   past; "her last day" is the final one; "a fortnight ago tomorrow"; "summer next year"
   and a month in it ("Probably August"); an age with its day in a talk of ages ("Sixty-five
   on Thursday.", "he's 10 next month") dates the birth; "bank holiday Monday"; a past
   Thanksgiving just after Canada's is Canada's; holiday names without their apostrophe
   ("New Years", "Mothers Day", "St Patricks") are read instead of failing the ingest.
32 A bare "the Wednesday after", "the day after" counts from the day told last in the
   session ("We didn't move on the 1st after all." ... "So we moved in the Wednesday
   after"); a teaser that only says something happened ("Something happened on Saturday.")
   and a prompt for it ("WHAT.", "What happened??"), or a "How?" after a dated mishap, give
   the reply its date; "When??" after news of a state come about ("I'M A GRANNY!") or a
   headline ("FIRST LIGHT") asks when it happened; "How'd it go?" is past; "its on
   thursday" is "it's"; a last question typed without its mark ("how old is he now") is
   read as one; a date set, grabbed or fixed ("have set a date. 18 April", "we grabbed the
   2nd of September", "Trial's finally set, September 8") and a condition ("if I run it in
   October") are ahead; "same as last year" names no time; an age in the next sentence
   after its day ("The 3rd of February. I'll be 62.") or this year ("She turns 86 this
   year") dates the birth; Waitangi Day, Victoria Day, the Civic Holiday, Freedom Day, Braai
   Day, St David's, St Andrew's and St George's Days, Groundhog Day, International Women's
   Day, and "Hogmanay" (which the prefilter passed over).
33 a turn that shows or announces something with no date of its own ("[shares a photo: a
   bike]", "Guess what") takes the date of the answer to the other speaker's question
   about it ("Is she yours??" — "Bought her yesterday!") as a carried anchor beside its own
   (:mod:`swcmem.temporal.shown`); the answer keeps its own anchor. Read from the
   twenty-fourth blind round: a day something is still felt from is behind ("still buzzing
   from Sunday", "still thinking about Saturday"); "early in May" is early May; "we'd a
   great time" is *had*; "as planned" and "will forever be" point nowhere; a date in a
   sentence of its own after a booking or "DATE IS SET." is ahead, as is one "given him a
   date for"; a verbless sentence ending in its weekday among past news is past ("First
   batch ever, on Wednesday."); a month told alone gives the days after it their month
   ("April. The 17th to the 19th."); a day of the month with its weekday after it is in the
   nearest month where it falls so ("on the 20th. the Thursday."); a race time alone
   ("1:52!") and "Dec" alone are no dates; counts of months date their start ("four months
   today since I landed"), an anniversary answer to "how long" is read ahead ("Six years
   in June."), "three years at Hollow Pine this month" counts, "turned sixty on the
   Wednesday" and "yep, 27 on Saturday!" are ages; a reply carries a day asked by its name
   ("How was Saturday?"), one after a hedge ("Not bad I think."), news after a wrong guess put
   right ("you crashed" — "Rude. No! First solo night circuits") and after "guess where/who"
   of a past day in its sentence.
"""

from __future__ import annotations

from swcmem.temporal.extract import BACKEND

EXTRACTOR_VERSION = 33
EXTRACTOR = f"{BACKEND.split(' ')[0]}/{EXTRACTOR_VERSION}"
