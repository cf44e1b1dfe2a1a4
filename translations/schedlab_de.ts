<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Catalogue</name>
    <message>
        <source>First come, first served</source>
        <translation>First Come, First Served</translation>
    </message>
    <message>
        <source>Jobs start strictly in submission order (ties in trace order). The first waiting job starts as soon as enough nodes are free; until then it blocks every job behind it, even jobs that would fit. Needs no run-time estimates. FCFS is 1-fair: no later job can delay an earlier one.</source>
        <translation>Jobs starten strikt in Einreichungsreihenfolge (bei Gleichstand in Trace-Reihenfolge). Der erste wartende Job startet, sobald genügend Knoten frei sind; bis dahin blockiert er jeden Job hinter ihm, auch Jobs, die passen würden. Benötigt keine Laufzeitschätzungen. FCFS ist 1-fair: Kein späterer Job kann einen früheren verzögern.</translation>
    </message>
    <message>
        <source>Yahyapour (2002), ch. 2</source>
        <translation>Yahyapour (2002), Kap. 2</translation>
    </message>
    <message>
        <source>FCFS with EASY backfilling</source>
        <translation>FCFS mit EASY-Backfilling</translation>
    </message>
    <message>
        <source>FCFS order, and when the first waiting job cannot start, later jobs may jump ahead without delaying it (Lifka&apos;s EASY). The first job&apos;s shadow time is when enough nodes free up according to the running jobs&apos; estimates; the extra nodes are those free then beyond its needs. A later job starts now if it fits now and either ends by its estimate no later than the shadow time, or uses at most the extra nodes. Only the first job is protected, so other waiting jobs can be delayed. A running job past its estimate is treated as ending at the next second.</source>
        <translation>FCFS-Reihenfolge; kann der erste wartende Job nicht starten, dürfen spätere Jobs vorziehen, ohne ihn zu verzögern (EASY von Lifka). Die Schattenzeit des ersten Jobs ist der Zeitpunkt, zu dem laut den Laufzeitschätzungen der laufenden Jobs genügend Knoten frei werden; überzählig sind die Knoten, die dann über seinen Bedarf hinaus frei sind. Ein späterer Job startet sofort, wenn er jetzt passt und entweder laut seiner Laufzeitschätzung spätestens zur Schattenzeit endet oder höchstens die überzähligen Knoten belegt. Nur der erste Job ist geschützt, daher können andere wartende Jobs verzögert werden. Ein laufender Job, der seine Laufzeitschätzung überschritten hat, wird so behandelt, als ende er in der nächsten Sekunde.</translation>
    </message>
    <message>
        <source>FCFS with conservative backfilling</source>
        <translation>FCFS mit konservativem Backfilling</translation>
    </message>
    <message>
        <source>FCFS order, and every waiting job holds a reservation: the earliest time it fits, by the estimates, without delaying any job submitted before it. A job may start ahead of earlier jobs only if it delays none of their reservations. When a job ends earlier than its estimate, the plan is rebuilt in FCFS order, so reservations move earlier or stay (compression); they move later only when a running job overruns its estimate, which is then treated as ending at the next second.</source>
        <translation>FCFS-Reihenfolge, und jeder wartende Job hält eine Reservierung: den frühesten Zeitpunkt, zu dem er laut den Laufzeitschätzungen passt, ohne einen vor ihm eingereichten Job zu verzögern. Ein Job darf nur dann vor früheren Jobs starten, wenn er keine ihrer Reservierungen verzögert. Endet ein Job früher als laut seiner Laufzeitschätzung, wird der Plan in FCFS-Reihenfolge neu aufgebaut, sodass Reservierungen nach vorn rücken oder bleiben (Kompression); nach hinten rücken sie nur, wenn ein laufender Job seine Laufzeitschätzung überschreitet, der dann so behandelt wird, als ende er in der nächsten Sekunde.</translation>
    </message>
    <message>
        <source>Garey &amp; Graham list scheduling</source>
        <translation>Listenscheduling nach Garey &amp; Graham</translation>
    </message>
    <message>
        <source>Greedy list scheduling: whenever nodes are free, start the first job in submission order that fits, then the next that fits, and so on. Needs no run-time estimates; backfilling adds nothing to it. Wide jobs can starve while narrow ones keep fitting.</source>
        <translation>Gieriges Listenscheduling: Sobald Knoten frei sind, startet der erste Job in Einreichungsreihenfolge, der passt, dann der nächste, der passt, und so weiter. Benötigt keine Laufzeitschätzungen; Backfilling bringt hier nichts hinzu. Breite Jobs können verhungern, während schmale immer wieder passen.</translation>
    </message>
    <message>
        <source>SMART-FFIA with list scheduling</source>
        <translation>SMART-FFIA mit Listenscheduling</translation>
    </message>
    <message>
        <source>SMART shelf order (Turek et al.), on-line adaptation. The waiting jobs are put into bins by estimate (bounds 1, γ, γ², ... s; an estimate below 1 s counts as 1 s), packed into shelves by First Fit Increasing Area (area = nodes x estimate ascending; each job into the first shelf of its bin with enough free nodes), and the shelves are listed by Smith&apos;s rule: total weight / shelf length (its longest estimate), largest first. Open choices, ours: ties between shelves go to the lower bin, then the shelf opened first; within a shelf, jobs keep their packing order; ties between jobs go by submission time, then trace order. Jobs submitted after the last computation wait behind the ordered ones in submission order until the share of ordered waiting jobs drops below the threshold (checked at every scheduling pass); then the order is recomputed for all waiting jobs. Only estimates are used, never run times. The weight is nodes x estimate by default: the spec&apos;s weight is nodes x run time, which an on-line scheduler cannot know. List scheduling: the first job of the list starts as soon as enough nodes are free and blocks the jobs behind it until then. This is our reading of the spec&apos;s &quot;greedy list scheduling&quot;: the thesis&apos;s &quot;list scheduler&quot; column is plain FCFS for the FCFS order (Garey &amp; Graham&apos;s first fit is a separate policy), and backfilling is what lets later jobs pass a blocked head. A running job past its estimate is treated as ending at the next second.</source>
        <translation>SMART-Regalreihenfolge (Turek et al.), Online-Anpassung. Die wartenden Jobs werden nach Laufzeitschätzung auf Bins verteilt (Grenzen 1, γ, γ², ... s; eine Laufzeitschätzung unter 1 s zählt als 1 s), nach First Fit Increasing Area in Regale gepackt (Fläche = Knoten x Laufzeitschätzung aufsteigend; jeder Job kommt in das erste Regal seines Bins mit genügend freien Knoten), und die Regale werden nach der Regel von Smith aufgelistet: Gesamtgewicht / Regallänge (seine längste Laufzeitschätzung), größter Wert zuerst. Offene Punkte, von uns festgelegt: Bei Gleichstand zwischen Regalen entscheidet das niedrigere Bin, dann das zuerst eröffnete Regal; innerhalb eines Regals behalten die Jobs ihre Packreihenfolge; bei Gleichstand zwischen Jobs entscheidet die Einreichungszeit, dann die Trace-Reihenfolge. Nach der letzten Berechnung eingereichte Jobs warten in Einreichungsreihenfolge hinter den geordneten, bis der Anteil geordneter wartender Jobs unter den Schwellwert fällt (geprüft bei jedem Scheduling-Durchlauf); dann wird die Reihenfolge für alle wartenden Jobs neu berechnet. Es werden nur Laufzeitschätzungen verwendet, nie Laufzeiten. Das Gewicht ist standardmäßig Knoten x Laufzeitschätzung: In der Spezifikation ist das Gewicht Knoten x Laufzeit, die ein Online-Scheduler nicht kennen kann. Listenscheduling: Der erste Job der Liste startet, sobald genügend Knoten frei sind, und blockiert bis dahin die Jobs hinter ihm. So lesen wir das „greedy list scheduling“ der Spezifikation: Die Spalte „list scheduler“ der Dissertation ist für die FCFS-Reihenfolge schlichtes FCFS (der First Fit von Garey &amp; Graham ist eine eigene Strategie), und erst Backfilling lässt spätere Jobs an einem blockierten vordersten Job vorbeiziehen. Ein laufender Job, der seine Laufzeitschätzung überschritten hat, wird so behandelt, als ende er in der nächsten Sekunde.</translation>
    </message>
    <message>
        <source>Bin ratio γ</source>
        <translation>Bin-Quotient γ</translation>
    </message>
    <message>
        <source>Ratio of the geometric sequence of bin bounds on the estimate: ]0,1], ]1,γ], ]γ,γ²], ... s (thesis: 2). Shelves only hold jobs of one bin.</source>
        <translation>Quotient der geometrischen Folge der Bin-Grenzen für die Laufzeitschätzung: ]0,1], ]1,γ], ]γ,γ²], ... s (Dissertation: 2). Regale enthalten nur Jobs eines einzigen Bins.</translation>
    </message>
    <message>
        <source>Recompute threshold</source>
        <translation>Schwellwert für Neuberechnung</translation>
    </message>
    <message>
        <source>The order is recomputed for all waiting jobs when the share of waiting jobs that the last computation ordered drops below this value (thesis: 2/3). Newer jobs wait behind the ordered ones in submission order. 1 recomputes on every submission.</source>
        <translation>Die Reihenfolge wird für alle wartenden Jobs neu berechnet, wenn der Anteil der wartenden Jobs, die die letzte Berechnung geordnet hat, unter diesen Wert fällt (Dissertation: 2/3). Neuere Jobs warten in Einreichungsreihenfolge hinter den geordneten. 1 berechnet bei jeder Einreichung neu.</translation>
    </message>
    <message>
        <source>Job weight</source>
        <translation>Job-Gewicht</translation>
    </message>
    <message>
        <source>Weight w of a job in the Smith ratios. area: w = nodes x estimate (the resource consumption of the spec&apos;s AWRT, with the estimate standing in for the unknown run time); unit: w = 1 (average response time).</source>
        <translation>Gewicht w eines Jobs in den Smith-Verhältnissen. area: w = Knoten x Laufzeitschätzung (der Ressourcenverbrauch aus der AWRT der Spezifikation, wobei die Laufzeitschätzung für die unbekannte Laufzeit steht); unit: w = 1 (mittlere Antwortzeit).</translation>
    </message>
    <message>
        <source>SMART-FFIA with conservative backfilling</source>
        <translation>SMART-FFIA mit konservativem Backfilling</translation>
    </message>
    <message>
        <source>SMART-FFIA with EASY backfilling</source>
        <translation>SMART-FFIA mit EASY-Backfilling</translation>
    </message>
    <message>
        <source>SMART shelf order (Turek et al.), on-line adaptation. The waiting jobs are put into bins by estimate (bounds 1, γ, γ², ... s; an estimate below 1 s counts as 1 s), packed into shelves by First Fit Increasing Area (area = nodes x estimate ascending; each job into the first shelf of its bin with enough free nodes), and the shelves are listed by Smith&apos;s rule: total weight / shelf length (its longest estimate), largest first. Open choices, ours: ties between shelves go to the lower bin, then the shelf opened first; within a shelf, jobs keep their packing order; ties between jobs go by submission time, then trace order. Jobs submitted after the last computation wait behind the ordered ones in submission order until the share of ordered waiting jobs drops below the threshold (checked at every scheduling pass); then the order is recomputed for all waiting jobs. Only estimates are used, never run times. The weight is nodes x estimate by default: the spec&apos;s weight is nodes x run time, which an on-line scheduler cannot know. EASY backfilling over this order: only the first job of the list is protected. Its shadow time and extra nodes come from the running jobs&apos; estimates; a later job starts now if it fits and ends before the shadow time or uses only extra nodes. A running job past its estimate is treated as ending at the next second.</source>
        <translation>SMART-Regalreihenfolge (Turek et al.), Online-Anpassung. Die wartenden Jobs werden nach Laufzeitschätzung auf Bins verteilt (Grenzen 1, γ, γ², ... s; eine Laufzeitschätzung unter 1 s zählt als 1 s), nach First Fit Increasing Area in Regale gepackt (Fläche = Knoten x Laufzeitschätzung aufsteigend; jeder Job kommt in das erste Regal seines Bins mit genügend freien Knoten), und die Regale werden nach der Regel von Smith aufgelistet: Gesamtgewicht / Regallänge (seine längste Laufzeitschätzung), größter Wert zuerst. Offene Punkte, von uns festgelegt: Bei Gleichstand zwischen Regalen entscheidet das niedrigere Bin, dann das zuerst eröffnete Regal; innerhalb eines Regals behalten die Jobs ihre Packreihenfolge; bei Gleichstand zwischen Jobs entscheidet die Einreichungszeit, dann die Trace-Reihenfolge. Nach der letzten Berechnung eingereichte Jobs warten in Einreichungsreihenfolge hinter den geordneten, bis der Anteil geordneter wartender Jobs unter den Schwellwert fällt (geprüft bei jedem Scheduling-Durchlauf); dann wird die Reihenfolge für alle wartenden Jobs neu berechnet. Es werden nur Laufzeitschätzungen verwendet, nie Laufzeiten. Das Gewicht ist standardmäßig Knoten x Laufzeitschätzung: In der Spezifikation ist das Gewicht Knoten x Laufzeit, die ein Online-Scheduler nicht kennen kann. EASY-Backfilling auf dieser Reihenfolge: Nur der erste Job der Liste ist geschützt. Seine Schattenzeit und die überzähligen Knoten ergeben sich aus den Laufzeitschätzungen der laufenden Jobs; ein späterer Job startet sofort, wenn er passt und vor der Schattenzeit endet oder nur überzählige Knoten belegt. Ein laufender Job, der seine Laufzeitschätzung überschritten hat, wird so behandelt, als ende er in der nächsten Sekunde.</translation>
    </message>
    <message>
        <source>SMART-NFIW with list scheduling</source>
        <translation>SMART-NFIW mit Listenscheduling</translation>
    </message>
    <message>
        <source>SMART shelf order (Turek et al.), on-line adaptation. The waiting jobs are put into bins by estimate (bounds 1, γ, γ², ... s; an estimate below 1 s counts as 1 s), packed into shelves by Next Fit Increasing Width-to-weight (nodes / weight ascending; a job joins the current shelf of its bin if it fits, else opens a new one; with area weights this is longest estimate first), and the shelves are listed by Smith&apos;s rule: total weight / shelf length (its longest estimate), largest first. Open choices, ours: ties between shelves go to the lower bin, then the shelf opened first; within a shelf, jobs keep their packing order; ties between jobs go by submission time, then trace order. Jobs submitted after the last computation wait behind the ordered ones in submission order until the share of ordered waiting jobs drops below the threshold (checked at every scheduling pass); then the order is recomputed for all waiting jobs. Only estimates are used, never run times. The weight is nodes x estimate by default: the spec&apos;s weight is nodes x run time, which an on-line scheduler cannot know. List scheduling: the first job of the list starts as soon as enough nodes are free and blocks the jobs behind it until then. This is our reading of the spec&apos;s &quot;greedy list scheduling&quot;: the thesis&apos;s &quot;list scheduler&quot; column is plain FCFS for the FCFS order (Garey &amp; Graham&apos;s first fit is a separate policy), and backfilling is what lets later jobs pass a blocked head. A running job past its estimate is treated as ending at the next second.</source>
        <translation>SMART-Regalreihenfolge (Turek et al.), Online-Anpassung. Die wartenden Jobs werden nach Laufzeitschätzung auf Bins verteilt (Grenzen 1, γ, γ², ... s; eine Laufzeitschätzung unter 1 s zählt als 1 s), nach Next Fit Increasing Width-to-weight in Regale gepackt (Knoten / Gewicht aufsteigend; ein Job kommt in das aktuelle Regal seines Bins, wenn er hineinpasst, sonst eröffnet er ein neues; bei Flächengewichten bedeutet das: längste Laufzeitschätzung zuerst), und die Regale werden nach der Regel von Smith aufgelistet: Gesamtgewicht / Regallänge (seine längste Laufzeitschätzung), größter Wert zuerst. Offene Punkte, von uns festgelegt: Bei Gleichstand zwischen Regalen entscheidet das niedrigere Bin, dann das zuerst eröffnete Regal; innerhalb eines Regals behalten die Jobs ihre Packreihenfolge; bei Gleichstand zwischen Jobs entscheidet die Einreichungszeit, dann die Trace-Reihenfolge. Nach der letzten Berechnung eingereichte Jobs warten in Einreichungsreihenfolge hinter den geordneten, bis der Anteil geordneter wartender Jobs unter den Schwellwert fällt (geprüft bei jedem Scheduling-Durchlauf); dann wird die Reihenfolge für alle wartenden Jobs neu berechnet. Es werden nur Laufzeitschätzungen verwendet, nie Laufzeiten. Das Gewicht ist standardmäßig Knoten x Laufzeitschätzung: In der Spezifikation ist das Gewicht Knoten x Laufzeit, die ein Online-Scheduler nicht kennen kann. Listenscheduling: Der erste Job der Liste startet, sobald genügend Knoten frei sind, und blockiert bis dahin die Jobs hinter ihm. So lesen wir das „greedy list scheduling“ der Spezifikation: Die Spalte „list scheduler“ der Dissertation ist für die FCFS-Reihenfolge schlichtes FCFS (der First Fit von Garey &amp; Graham ist eine eigene Strategie), und erst Backfilling lässt spätere Jobs an einem blockierten vordersten Job vorbeiziehen. Ein laufender Job, der seine Laufzeitschätzung überschritten hat, wird so behandelt, als ende er in der nächsten Sekunde.</translation>
    </message>
    <message>
        <source>SMART-NFIW with conservative backfilling</source>
        <translation>SMART-NFIW mit konservativem Backfilling</translation>
    </message>
    <message>
        <source>SMART-NFIW with EASY backfilling</source>
        <translation>SMART-NFIW mit EASY-Backfilling</translation>
    </message>
    <message>
        <source>SMART shelf order (Turek et al.), on-line adaptation. The waiting jobs are put into bins by estimate (bounds 1, γ, γ², ... s; an estimate below 1 s counts as 1 s), packed into shelves by Next Fit Increasing Width-to-weight (nodes / weight ascending; a job joins the current shelf of its bin if it fits, else opens a new one; with area weights this is longest estimate first), and the shelves are listed by Smith&apos;s rule: total weight / shelf length (its longest estimate), largest first. Open choices, ours: ties between shelves go to the lower bin, then the shelf opened first; within a shelf, jobs keep their packing order; ties between jobs go by submission time, then trace order. Jobs submitted after the last computation wait behind the ordered ones in submission order until the share of ordered waiting jobs drops below the threshold (checked at every scheduling pass); then the order is recomputed for all waiting jobs. Only estimates are used, never run times. The weight is nodes x estimate by default: the spec&apos;s weight is nodes x run time, which an on-line scheduler cannot know. EASY backfilling over this order: only the first job of the list is protected. Its shadow time and extra nodes come from the running jobs&apos; estimates; a later job starts now if it fits and ends before the shadow time or uses only extra nodes. A running job past its estimate is treated as ending at the next second.</source>
        <translation>SMART-Regalreihenfolge (Turek et al.), Online-Anpassung. Die wartenden Jobs werden nach Laufzeitschätzung auf Bins verteilt (Grenzen 1, γ, γ², ... s; eine Laufzeitschätzung unter 1 s zählt als 1 s), nach Next Fit Increasing Width-to-weight in Regale gepackt (Knoten / Gewicht aufsteigend; ein Job kommt in das aktuelle Regal seines Bins, wenn er hineinpasst, sonst eröffnet er ein neues; bei Flächengewichten bedeutet das: längste Laufzeitschätzung zuerst), und die Regale werden nach der Regel von Smith aufgelistet: Gesamtgewicht / Regallänge (seine längste Laufzeitschätzung), größter Wert zuerst. Offene Punkte, von uns festgelegt: Bei Gleichstand zwischen Regalen entscheidet das niedrigere Bin, dann das zuerst eröffnete Regal; innerhalb eines Regals behalten die Jobs ihre Packreihenfolge; bei Gleichstand zwischen Jobs entscheidet die Einreichungszeit, dann die Trace-Reihenfolge. Nach der letzten Berechnung eingereichte Jobs warten in Einreichungsreihenfolge hinter den geordneten, bis der Anteil geordneter wartender Jobs unter den Schwellwert fällt (geprüft bei jedem Scheduling-Durchlauf); dann wird die Reihenfolge für alle wartenden Jobs neu berechnet. Es werden nur Laufzeitschätzungen verwendet, nie Laufzeiten. Das Gewicht ist standardmäßig Knoten x Laufzeitschätzung: In der Spezifikation ist das Gewicht Knoten x Laufzeit, die ein Online-Scheduler nicht kennen kann. EASY-Backfilling auf dieser Reihenfolge: Nur der erste Job der Liste ist geschützt. Seine Schattenzeit und die überzähligen Knoten ergeben sich aus den Laufzeitschätzungen der laufenden Jobs; ein späterer Job startet sofort, wenn er passt und vor der Schattenzeit endet oder nur überzählige Knoten belegt. Ein laufender Job, der seine Laufzeitschätzung überschritten hat, wird so behandelt, als ende er in der nächsten Sekunde.</translation>
    </message>
    <message>
        <source>PSRS with list scheduling</source>
        <translation>PSRS mit Listenscheduling</translation>
    </message>
    <message>
        <source>PSRS (Preemptive Smith Ratio Scheduling), non-preemptive on-line adaptation. The waiting jobs are sorted by modified Smith ratio weight / (nodes x estimate), largest first (with the default area weight every ratio is 1, so this is submission order; ties go by submission time, then trace order). Their preemptive PSRS schedule is computed on an empty machine from time 0, on estimates: jobs with at most half the nodes are list scheduled first-fit (Garey &amp; Graham&apos;s greedy); wide jobs go one at a time in list order and, once every job ahead has started, a wide job waits at most wide-wait x its estimate for free nodes, then preempts all running jobs, runs alone and lets them resume. Each job then goes into a bin by its preemptive completion time, on two sequences small-offset x 2^k and wide-offset x 2^k; the list takes small bin 0, wide bin 0, small bin 1, wide bin 1, ..., keeping the Smith order inside each bin. Open choices, ours: the wide-job waiting rule and the two offsets (parameters), the empty-machine preemptive schedule (running jobs are ignored), and that nothing starts beside a wide job running alone. Recomputation as in SMART: newer jobs wait behind the ordered ones in submission order until the share of ordered waiting jobs drops below the threshold. Only estimates are used, never run times; the default weight is nodes x estimate, since the spec&apos;s nodes x run time is unknown on-line. List scheduling: the first job of the list starts as soon as enough nodes are free and blocks the jobs behind it until then. This is our reading of the spec&apos;s &quot;greedy list scheduling&quot;: the thesis&apos;s &quot;list scheduler&quot; column is plain FCFS for the FCFS order (Garey &amp; Graham&apos;s first fit is a separate policy), and backfilling is what lets later jobs pass a blocked head. A running job past its estimate is treated as ending at the next second.</source>
        <translation>PSRS (Preemptive Smith Ratio Scheduling), nicht verdrängende Online-Anpassung. Die wartenden Jobs werden nach dem modifizierten Smith-Verhältnis Gewicht / (Knoten x Laufzeitschätzung) sortiert, größter Wert zuerst (mit dem voreingestellten Flächengewicht ist jedes Verhältnis 1, das ergibt also die Einreichungsreihenfolge; bei Gleichstand entscheidet die Einreichungszeit, dann die Trace-Reihenfolge). Ihr verdrängender PSRS-Plan wird auf einer leeren Maschine ab Zeitpunkt 0 anhand der Laufzeitschätzungen berechnet: Jobs mit höchstens der Hälfte der Knoten werden per First Fit im Listenscheduling eingeplant (gieriges Verfahren von Garey &amp; Graham); breite Jobs kommen einzeln in Listenreihenfolge an die Reihe, und sobald jeder Job vor ihm gestartet ist, wartet ein breiter Job höchstens wide-wait x seine Laufzeitschätzung auf freie Knoten, verdrängt dann alle laufenden Jobs, läuft allein und lässt sie danach fortfahren. Jeder Job kommt dann nach seiner Fertigstellungszeit im verdrängenden Plan in ein Bin, auf zwei Folgen small-offset x 2^k und wide-offset x 2^k; die Liste nimmt kleines Bin 0, breites Bin 0, kleines Bin 1, breites Bin 1, ..., wobei innerhalb jedes Bins die Smith-Reihenfolge erhalten bleibt. Offene Punkte, von uns festgelegt: die Warteregel für breite Jobs und die beiden Offsets (Parameter), der verdrängende Plan auf leerer Maschine (laufende Jobs werden ignoriert) und dass neben einem allein laufenden breiten Job nichts startet. Neuberechnung wie bei SMART: Neuere Jobs warten in Einreichungsreihenfolge hinter den geordneten, bis der Anteil geordneter wartender Jobs unter den Schwellwert fällt. Es werden nur Laufzeitschätzungen verwendet, nie Laufzeiten; das voreingestellte Gewicht ist Knoten x Laufzeitschätzung, da das Knoten x Laufzeit der Spezifikation online unbekannt ist. Listenscheduling: Der erste Job der Liste startet, sobald genügend Knoten frei sind, und blockiert bis dahin die Jobs hinter ihm. So lesen wir das „greedy list scheduling“ der Spezifikation: Die Spalte „list scheduler“ der Dissertation ist für die FCFS-Reihenfolge schlichtes FCFS (der First Fit von Garey &amp; Graham ist eine eigene Strategie), und erst Backfilling lässt spätere Jobs an einem blockierten vordersten Job vorbeiziehen. Ein laufender Job, der seine Laufzeitschätzung überschritten hat, wird so behandelt, als ende er in der nächsten Sekunde.</translation>
    </message>
    <message>
        <source>Wide-job wait</source>
        <translation>Wartezeit breiter Jobs</translation>
    </message>
    <message>
        <source>In the preemptive schedule, how long a wide job (more than half the nodes) waits for free nodes once every job ahead of it has started, as a multiple of its own estimate, before it preempts all running jobs. 0 preempts at once.</source>
        <translation>Wie lange ein breiter Job (mehr als die Hälfte der Knoten) im verdrängenden Plan auf freie Knoten wartet, sobald jeder Job vor ihm gestartet ist, als Vielfaches seiner eigenen Laufzeitschätzung, bevor er alle laufenden Jobs verdrängt. 0 verdrängt sofort.</translation>
    </message>
    <message>
        <source>Small-job bin offset</source>
        <translation>Bin-Offset kleiner Jobs</translation>
    </message>
    <message>
        <source>First instant of the small jobs&apos; bin sequence offset x 2^k; a small job goes into the first bin whose instant is at or after its preemptive completion.</source>
        <translation>Erster Zeitpunkt der Bin-Folge offset x 2^k der kleinen Jobs; ein kleiner Job kommt in das erste Bin, dessen Zeitpunkt gleich oder nach seiner Fertigstellung im verdrängenden Plan liegt.</translation>
    </message>
    <message>
        <source>Wide-job bin offset</source>
        <translation>Bin-Offset breiter Jobs</translation>
    </message>
    <message>
        <source>First instant of the wide jobs&apos; bin sequence offset x 2^k. Between the small offset and twice it, the two sequences interleave.</source>
        <translation>Erster Zeitpunkt der Bin-Folge offset x 2^k der breiten Jobs. Zwischen dem kleinen Offset und seinem Doppelten greifen die beiden Folgen ineinander.</translation>
    </message>
    <message>
        <source>PSRS with conservative backfilling</source>
        <translation>PSRS mit konservativem Backfilling</translation>
    </message>
    <message>
        <source>PSRS with EASY backfilling</source>
        <translation>PSRS mit EASY-Backfilling</translation>
    </message>
    <message>
        <source>PSRS (Preemptive Smith Ratio Scheduling), non-preemptive on-line adaptation. The waiting jobs are sorted by modified Smith ratio weight / (nodes x estimate), largest first (with the default area weight every ratio is 1, so this is submission order; ties go by submission time, then trace order). Their preemptive PSRS schedule is computed on an empty machine from time 0, on estimates: jobs with at most half the nodes are list scheduled first-fit (Garey &amp; Graham&apos;s greedy); wide jobs go one at a time in list order and, once every job ahead has started, a wide job waits at most wide-wait x its estimate for free nodes, then preempts all running jobs, runs alone and lets them resume. Each job then goes into a bin by its preemptive completion time, on two sequences small-offset x 2^k and wide-offset x 2^k; the list takes small bin 0, wide bin 0, small bin 1, wide bin 1, ..., keeping the Smith order inside each bin. Open choices, ours: the wide-job waiting rule and the two offsets (parameters), the empty-machine preemptive schedule (running jobs are ignored), and that nothing starts beside a wide job running alone. Recomputation as in SMART: newer jobs wait behind the ordered ones in submission order until the share of ordered waiting jobs drops below the threshold. Only estimates are used, never run times; the default weight is nodes x estimate, since the spec&apos;s nodes x run time is unknown on-line. EASY backfilling over this order: only the first job of the list is protected. Its shadow time and extra nodes come from the running jobs&apos; estimates; a later job starts now if it fits and ends before the shadow time or uses only extra nodes. A running job past its estimate is treated as ending at the next second.</source>
        <translation>PSRS (Preemptive Smith Ratio Scheduling), nicht verdrängende Online-Anpassung. Die wartenden Jobs werden nach dem modifizierten Smith-Verhältnis Gewicht / (Knoten x Laufzeitschätzung) sortiert, größter Wert zuerst (mit dem voreingestellten Flächengewicht ist jedes Verhältnis 1, das ergibt also die Einreichungsreihenfolge; bei Gleichstand entscheidet die Einreichungszeit, dann die Trace-Reihenfolge). Ihr verdrängender PSRS-Plan wird auf einer leeren Maschine ab Zeitpunkt 0 anhand der Laufzeitschätzungen berechnet: Jobs mit höchstens der Hälfte der Knoten werden per First Fit im Listenscheduling eingeplant (gieriges Verfahren von Garey &amp; Graham); breite Jobs kommen einzeln in Listenreihenfolge an die Reihe, und sobald jeder Job vor ihm gestartet ist, wartet ein breiter Job höchstens wide-wait x seine Laufzeitschätzung auf freie Knoten, verdrängt dann alle laufenden Jobs, läuft allein und lässt sie danach fortfahren. Jeder Job kommt dann nach seiner Fertigstellungszeit im verdrängenden Plan in ein Bin, auf zwei Folgen small-offset x 2^k und wide-offset x 2^k; die Liste nimmt kleines Bin 0, breites Bin 0, kleines Bin 1, breites Bin 1, ..., wobei innerhalb jedes Bins die Smith-Reihenfolge erhalten bleibt. Offene Punkte, von uns festgelegt: die Warteregel für breite Jobs und die beiden Offsets (Parameter), der verdrängende Plan auf leerer Maschine (laufende Jobs werden ignoriert) und dass neben einem allein laufenden breiten Job nichts startet. Neuberechnung wie bei SMART: Neuere Jobs warten in Einreichungsreihenfolge hinter den geordneten, bis der Anteil geordneter wartender Jobs unter den Schwellwert fällt. Es werden nur Laufzeitschätzungen verwendet, nie Laufzeiten; das voreingestellte Gewicht ist Knoten x Laufzeitschätzung, da das Knoten x Laufzeit der Spezifikation online unbekannt ist. EASY-Backfilling auf dieser Reihenfolge: Nur der erste Job der Liste ist geschützt. Seine Schattenzeit und die überzähligen Knoten ergeben sich aus den Laufzeitschätzungen der laufenden Jobs; ein späterer Job startet sofort, wenn er passt und vor der Schattenzeit endet oder nur überzählige Knoten belegt. Ein laufender Job, der seine Laufzeitschätzung überschritten hat, wird so behandelt, als ende er in der nächsten Sekunde.</translation>
    </message>
    <message>
        <source>Preemptive FCFS with gang scheduling (PFCFS)</source>
        <translation>Verdrängendes FCFS mit Gang-Scheduling (PFCFS)</translation>
    </message>
    <message>
        <source>Preemptive FCFS with gang scheduling, fully parameterised. Small jobs are scheduled strictly FCFS (a head that does not fit blocks everyone behind it); a job is wide if it needs at least x % of the machine&apos;s nodes. A wide job that is the next FCFS job and does not fit may preempt once delta seconds have passed since both held: it was the head, and no earlier wide job was active (started and not completed, whether it started by preempting or because it fitted). If enough nodes free up in the meantime it simply starts. Victims (running small jobs only) are chosen greedily: while no single job frees the nodes still needed, take the widest; then take the narrowest job that alone covers the rest (fewest victims first, then least overshoot on the last pick); ties go to the latest segment start, then the latest submitted job. The wide job gets all free nodes plus the victims&apos; nodes, taking the overshoot from the last victim&apos;s highest nodes (they stay idle in its wide phase). Every Delta seconds the wide gang and the small gang (the victims) switch, at most n switches per cycle, the first preemption being switch 1 (n = 0: no limit). Odd n: after the last switch the wide job runs to completion. Even n: the victims run until they have all completed, then the wide job resumes. When either gang completes, the other continues at once; the cycle ends when the wide job completes and no victim is suspended. Jobs resume on their own nodes with their remaining work, so at most two jobs are resident on a node. The penalty s is added to a job&apos;s remaining time each time it resumes (a wide job starting for the first time pays none). New jobs during a cycle (small-during-cycle): none = nothing starts, small or wide; outside-preempted = jobs start FCFS only on nodes outside the cycle&apos;s partition (the wide job&apos;s and the victims&apos; nodes); any = jobs start FCFS on any node that no running or suspended job holds. Needs no run-time estimates.</source>
        <translation>Verdrängendes FCFS mit Gang-Scheduling, vollständig parametrisiert. Kleine Jobs werden strikt nach FCFS eingeplant (ein vorderster Job, der nicht passt, blockiert alle hinter ihm); ein Job ist breit, wenn er mindestens x % der Knoten der Maschine benötigt. Ein breiter Job, der der nächste FCFS-Job ist und nicht passt, darf verdrängen, sobald delta Sekunden vergangen sind, seit beides gilt: Er ist der vorderste Job, und kein früherer breiter Job ist aktiv (gestartet und nicht abgeschlossen, gleich ob er durch Verdrängung gestartet ist oder weil er passte). Werden in der Zwischenzeit genügend Knoten frei, startet er einfach. Die Opfer (nur laufende kleine Jobs) werden gierig gewählt: Solange kein einzelner Job die noch benötigten Knoten freigibt, wird der breiteste genommen; dann der schmalste Job, der allein den Rest abdeckt (möglichst wenige Opfer, dann möglichst geringer Überschuss bei der letzten Wahl); bei Gleichstand entscheidet der späteste Segmentstart, dann der zuletzt eingereichte Job. Der breite Job erhält alle freien Knoten plus die Knoten der Opfer, wobei der Überschuss von den höchsten Knoten des letzten Opfers genommen wird (sie bleiben in seiner breiten Phase ungenutzt). Alle Delta Sekunden wechseln die breite Gang und die kleine Gang (die Opfer), höchstens n Wechsel pro Zyklus, wobei die erste Verdrängung Wechsel 1 ist (n = 0: keine Begrenzung). Ungerades n: Nach dem letzten Wechsel läuft der breite Job bis zur Fertigstellung. Gerades n: Die Opfer laufen, bis alle fertig sind, dann wird der breite Job fortgesetzt. Wird eine der beiden Gangs fertig, läuft die andere sofort weiter; der Zyklus endet, wenn der breite Job fertig ist und kein Opfer mehr angehalten ist. Jobs werden auf ihren eigenen Knoten mit ihrer Restarbeit fortgesetzt, sodass höchstens zwei Jobs auf einem Knoten resident sind. Der Aufschlag s wird bei jeder Fortsetzung zur Restlaufzeit eines Jobs addiert (ein breiter Job, der zum ersten Mal startet, zahlt keinen). Neue Jobs während eines Zyklus (small-during-cycle): none = nichts startet, weder klein noch breit; outside-preempted = Jobs starten nach FCFS nur auf Knoten außerhalb der Partition des Zyklus (der Knoten des breiten Jobs und der Opfer); any = Jobs starten nach FCFS auf jedem Knoten, den kein laufender oder angehaltener Job belegt. Benötigt keine Laufzeitschätzungen.</translation>
    </message>
    <message>
        <source>Yahyapour (2002), ch. 4; Schwiegelshohn &amp; Yahyapour (1998)</source>
        <translation>Yahyapour (2002), Kap. 4; Schwiegelshohn &amp; Yahyapour (1998)</translation>
    </message>
    <message>
        <source>Wide-job threshold x</source>
        <translation>Schwellwert x für breite Jobs</translation>
    </message>
    <message>
        <source>A job is wide, and may preempt, if it needs at least x % of the machine&apos;s nodes. Studied: 40, 45, 50, 55, 60 %.</source>
        <translation>Ein Job ist breit und darf verdrängen, wenn er mindestens x % der Knoten der Maschine benötigt. Untersucht: 40, 45, 50, 55, 60 %.</translation>
    </message>
    <message>
        <source>Context switches n</source>
        <translation>Kontextwechsel n</translation>
    </message>
    <message>
        <source>Most context switches per gang cycle; the first preemption is switch 1. Odd n: the wide job finally runs to completion; even n: the small gang does. 0 = no limit (switch until one gang is empty). Studied: 1, 2, 3, 10, 11.</source>
        <translation>Höchstzahl der Kontextwechsel pro Gang-Zyklus; die erste Verdrängung ist Wechsel 1. Ungerades n: Zuletzt läuft der breite Job bis zur Fertigstellung; gerades n: die kleine Gang. 0 = keine Begrenzung (Wechsel, bis eine Gang leer ist). Untersucht: 1, 2, 3, 10, 11.</translation>
    </message>
    <message>
        <source>Start delay δ</source>
        <translation>Startverzögerung δ</translation>
    </message>
    <message>
        <source>How long a wide job must have been the next FCFS job, with no earlier wide job active, before it may preempt. Studied: 1 s, 60 s, = Δ.</source>
        <translation>Wie lange ein breiter Job der nächste FCFS-Job gewesen sein muss, ohne dass ein früherer breiter Job aktiv war, bevor er verdrängen darf. Untersucht: 1 s, 60 s, = Δ.</translation>
    </message>
    <message>
        <source>Gang length Δ</source>
        <translation>Gang-Länge Δ</translation>
    </message>
    <message>
        <source>Time between context switches of the wide gang and the preempted small gang. Studied: 60, 120, 240, 600, 1800, 3600 s.</source>
        <translation>Zeit zwischen Kontextwechseln der breiten Gang und der verdrängten kleinen Gang. Untersucht: 60, 120, 240, 600, 1800, 3600 s.</translation>
    </message>
    <message>
        <source>Preemption penalty s</source>
        <translation>Verdrängungsaufschlag s</translation>
    </message>
    <message>
        <source>Seconds added to a job&apos;s remaining time each time it resumes (its nodes are held but do no work). 0 in all published runs.</source>
        <translation>Sekunden, die bei jeder Fortsetzung zur Restlaufzeit eines Jobs addiert werden (seine Knoten bleiben belegt, leisten aber keine Arbeit). 0 in allen veröffentlichten Läufen.</translation>
    </message>
    <message>
        <source>New jobs during a gang cycle</source>
        <translation>Neue Jobs während eines Gang-Zyklus</translation>
    </message>
    <message>
        <source>Whether jobs may start while a gang cycle is in progress: none (the published runs), outside-preempted (only on nodes that neither the wide job nor its victims were given), or any (on any node that no running or suspended job holds).</source>
        <translation>Ob Jobs starten dürfen, während ein Gang-Zyklus läuft: none (die veröffentlichten Läufe), outside-preempted (nur auf Knoten, die weder der breite Job noch seine Opfer erhalten haben) oder any (auf jedem Knoten, den kein laufender oder angehaltener Job belegt).</translation>
    </message>
    <message>
        <source>PFCFS1: switch every 10 min until one gang is empty</source>
        <translation>PFCFS1: Wechsel alle 10 min, bis eine Gang leer ist</translation>
    </message>
    <message>
        <source>Preset PFCFS1: &quot;wide waits &gt;= 10 min, then gangs switch every 10 min until one gang is empty&quot; maps to delta = 600 s, Delta = 600 s, n = 0 (no switch limit: the cycle ends only when a gang completes); x = 50 % (the spec&apos;s default threshold), s = 0, no new jobs during a cycle. Small jobs are scheduled strictly FCFS (a head that does not fit blocks everyone behind it); a job is wide if it needs at least x % of the machine&apos;s nodes. A wide job that is the next FCFS job and does not fit may preempt once delta seconds have passed since both held: it was the head, and no earlier wide job was active (started and not completed, whether it started by preempting or because it fitted). If enough nodes free up in the meantime it simply starts. Victims (running small jobs only) are chosen greedily: while no single job frees the nodes still needed, take the widest; then take the narrowest job that alone covers the rest (fewest victims first, then least overshoot on the last pick); ties go to the latest segment start, then the latest submitted job. The wide job gets all free nodes plus the victims&apos; nodes, taking the overshoot from the last victim&apos;s highest nodes (they stay idle in its wide phase). Every Delta seconds the wide gang and the small gang (the victims) switch, at most n switches per cycle, the first preemption being switch 1 (n = 0: no limit). Odd n: after the last switch the wide job runs to completion. Even n: the victims run until they have all completed, then the wide job resumes. When either gang completes, the other continues at once; the cycle ends when the wide job completes and no victim is suspended. Jobs resume on their own nodes with their remaining work, so at most two jobs are resident on a node. The penalty s is added to a job&apos;s remaining time each time it resumes (a wide job starting for the first time pays none). New jobs during a cycle (small-during-cycle): none = nothing starts, small or wide; outside-preempted = jobs start FCFS only on nodes outside the cycle&apos;s partition (the wide job&apos;s and the victims&apos; nodes); any = jobs start FCFS on any node that no running or suspended job holds. Needs no run-time estimates.</source>
        <translation>Vorgabe PFCFS1: „breiter Job wartet &gt;= 10 min, dann wechseln die Gangs alle 10 min, bis eine Gang leer ist“ entspricht delta = 600 s, Delta = 600 s, n = 0 (keine Wechselbegrenzung: Der Zyklus endet erst, wenn eine Gang fertig ist); x = 50 % (der Standardschwellwert der Spezifikation), s = 0, keine neuen Jobs während eines Zyklus. Kleine Jobs werden strikt nach FCFS eingeplant (ein vorderster Job, der nicht passt, blockiert alle hinter ihm); ein Job ist breit, wenn er mindestens x % der Knoten der Maschine benötigt. Ein breiter Job, der der nächste FCFS-Job ist und nicht passt, darf verdrängen, sobald delta Sekunden vergangen sind, seit beides gilt: Er ist der vorderste Job, und kein früherer breiter Job ist aktiv (gestartet und nicht abgeschlossen, gleich ob er durch Verdrängung gestartet ist oder weil er passte). Werden in der Zwischenzeit genügend Knoten frei, startet er einfach. Die Opfer (nur laufende kleine Jobs) werden gierig gewählt: Solange kein einzelner Job die noch benötigten Knoten freigibt, wird der breiteste genommen; dann der schmalste Job, der allein den Rest abdeckt (möglichst wenige Opfer, dann möglichst geringer Überschuss bei der letzten Wahl); bei Gleichstand entscheidet der späteste Segmentstart, dann der zuletzt eingereichte Job. Der breite Job erhält alle freien Knoten plus die Knoten der Opfer, wobei der Überschuss von den höchsten Knoten des letzten Opfers genommen wird (sie bleiben in seiner breiten Phase ungenutzt). Alle Delta Sekunden wechseln die breite Gang und die kleine Gang (die Opfer), höchstens n Wechsel pro Zyklus, wobei die erste Verdrängung Wechsel 1 ist (n = 0: keine Begrenzung). Ungerades n: Nach dem letzten Wechsel läuft der breite Job bis zur Fertigstellung. Gerades n: Die Opfer laufen, bis alle fertig sind, dann wird der breite Job fortgesetzt. Wird eine der beiden Gangs fertig, läuft die andere sofort weiter; der Zyklus endet, wenn der breite Job fertig ist und kein Opfer mehr angehalten ist. Jobs werden auf ihren eigenen Knoten mit ihrer Restarbeit fortgesetzt, sodass höchstens zwei Jobs auf einem Knoten resident sind. Der Aufschlag s wird bei jeder Fortsetzung zur Restlaufzeit eines Jobs addiert (ein breiter Job, der zum ersten Mal startet, zahlt keinen). Neue Jobs während eines Zyklus (small-during-cycle): none = nichts startet, weder klein noch breit; outside-preempted = Jobs starten nach FCFS nur auf Knoten außerhalb der Partition des Zyklus (der Knoten des breiten Jobs und der Opfer); any = Jobs starten nach FCFS auf jedem Knoten, den kein laufender oder angehaltener Job belegt. Benötigt keine Laufzeitschätzungen.</translation>
    </message>
    <message>
        <source>PFCFS2: wide job runs 1 min, then waits for its partition</source>
        <translation>PFCFS2: breiter Job läuft 1 min, wartet dann auf seine Partition</translation>
    </message>
    <message>
        <source>Preset PFCFS2: &quot;preempt after 1 min, wide runs 1 min, small jobs resume, then the wide job waits until the partition is empty&quot; maps to delta = 60 s, Delta = 60 s, n = 2 (even: after the second switch the preempted jobs run until they complete, then the wide job resumes); x = 50 %, s = 0, no new jobs during a cycle. Small jobs are scheduled strictly FCFS (a head that does not fit blocks everyone behind it); a job is wide if it needs at least x % of the machine&apos;s nodes. A wide job that is the next FCFS job and does not fit may preempt once delta seconds have passed since both held: it was the head, and no earlier wide job was active (started and not completed, whether it started by preempting or because it fitted). If enough nodes free up in the meantime it simply starts. Victims (running small jobs only) are chosen greedily: while no single job frees the nodes still needed, take the widest; then take the narrowest job that alone covers the rest (fewest victims first, then least overshoot on the last pick); ties go to the latest segment start, then the latest submitted job. The wide job gets all free nodes plus the victims&apos; nodes, taking the overshoot from the last victim&apos;s highest nodes (they stay idle in its wide phase). Every Delta seconds the wide gang and the small gang (the victims) switch, at most n switches per cycle, the first preemption being switch 1 (n = 0: no limit). Odd n: after the last switch the wide job runs to completion. Even n: the victims run until they have all completed, then the wide job resumes. When either gang completes, the other continues at once; the cycle ends when the wide job completes and no victim is suspended. Jobs resume on their own nodes with their remaining work, so at most two jobs are resident on a node. The penalty s is added to a job&apos;s remaining time each time it resumes (a wide job starting for the first time pays none). New jobs during a cycle (small-during-cycle): none = nothing starts, small or wide; outside-preempted = jobs start FCFS only on nodes outside the cycle&apos;s partition (the wide job&apos;s and the victims&apos; nodes); any = jobs start FCFS on any node that no running or suspended job holds. Needs no run-time estimates.</source>
        <translation>Vorgabe PFCFS2: „Verdrängung nach 1 min, breiter Job läuft 1 min, kleine Jobs werden fortgesetzt, dann wartet der breite Job, bis die Partition leer ist“ entspricht delta = 60 s, Delta = 60 s, n = 2 (gerade: Nach dem zweiten Wechsel laufen die verdrängten Jobs bis zu ihrer Fertigstellung, dann wird der breite Job fortgesetzt); x = 50 %, s = 0, keine neuen Jobs während eines Zyklus. Kleine Jobs werden strikt nach FCFS eingeplant (ein vorderster Job, der nicht passt, blockiert alle hinter ihm); ein Job ist breit, wenn er mindestens x % der Knoten der Maschine benötigt. Ein breiter Job, der der nächste FCFS-Job ist und nicht passt, darf verdrängen, sobald delta Sekunden vergangen sind, seit beides gilt: Er ist der vorderste Job, und kein früherer breiter Job ist aktiv (gestartet und nicht abgeschlossen, gleich ob er durch Verdrängung gestartet ist oder weil er passte). Werden in der Zwischenzeit genügend Knoten frei, startet er einfach. Die Opfer (nur laufende kleine Jobs) werden gierig gewählt: Solange kein einzelner Job die noch benötigten Knoten freigibt, wird der breiteste genommen; dann der schmalste Job, der allein den Rest abdeckt (möglichst wenige Opfer, dann möglichst geringer Überschuss bei der letzten Wahl); bei Gleichstand entscheidet der späteste Segmentstart, dann der zuletzt eingereichte Job. Der breite Job erhält alle freien Knoten plus die Knoten der Opfer, wobei der Überschuss von den höchsten Knoten des letzten Opfers genommen wird (sie bleiben in seiner breiten Phase ungenutzt). Alle Delta Sekunden wechseln die breite Gang und die kleine Gang (die Opfer), höchstens n Wechsel pro Zyklus, wobei die erste Verdrängung Wechsel 1 ist (n = 0: keine Begrenzung). Ungerades n: Nach dem letzten Wechsel läuft der breite Job bis zur Fertigstellung. Gerades n: Die Opfer laufen, bis alle fertig sind, dann wird der breite Job fortgesetzt. Wird eine der beiden Gangs fertig, läuft die andere sofort weiter; der Zyklus endet, wenn der breite Job fertig ist und kein Opfer mehr angehalten ist. Jobs werden auf ihren eigenen Knoten mit ihrer Restarbeit fortgesetzt, sodass höchstens zwei Jobs auf einem Knoten resident sind. Der Aufschlag s wird bei jeder Fortsetzung zur Restlaufzeit eines Jobs addiert (ein breiter Job, der zum ersten Mal startet, zahlt keinen). Neue Jobs während eines Zyklus (small-during-cycle): none = nichts startet, weder klein noch breit; outside-preempted = Jobs starten nach FCFS nur auf Knoten außerhalb der Partition des Zyklus (der Knoten des breiten Jobs und der Opfer); any = Jobs starten nach FCFS auf jedem Knoten, den kein laufender oder angehaltener Job belegt. Benötigt keine Laufzeitschätzungen.</translation>
    </message>
    <message>
        <source>PFCFS3: preempt after 10 min, wide job runs to completion</source>
        <translation>PFCFS3: Verdrängung nach 10 min, breiter Job läuft bis zur Fertigstellung</translation>
    </message>
    <message>
        <source>Preset PFCFS3: &quot;preempt after 10 min, wide job runs to completion, then the small jobs resume&quot; maps to delta = 600 s, n = 1 (odd: the first switch is the last, the wide job runs to completion); Delta = 600 s is never used with n = 1; x = 50 %, s = 0, no new jobs during a cycle. Small jobs are scheduled strictly FCFS (a head that does not fit blocks everyone behind it); a job is wide if it needs at least x % of the machine&apos;s nodes. A wide job that is the next FCFS job and does not fit may preempt once delta seconds have passed since both held: it was the head, and no earlier wide job was active (started and not completed, whether it started by preempting or because it fitted). If enough nodes free up in the meantime it simply starts. Victims (running small jobs only) are chosen greedily: while no single job frees the nodes still needed, take the widest; then take the narrowest job that alone covers the rest (fewest victims first, then least overshoot on the last pick); ties go to the latest segment start, then the latest submitted job. The wide job gets all free nodes plus the victims&apos; nodes, taking the overshoot from the last victim&apos;s highest nodes (they stay idle in its wide phase). Every Delta seconds the wide gang and the small gang (the victims) switch, at most n switches per cycle, the first preemption being switch 1 (n = 0: no limit). Odd n: after the last switch the wide job runs to completion. Even n: the victims run until they have all completed, then the wide job resumes. When either gang completes, the other continues at once; the cycle ends when the wide job completes and no victim is suspended. Jobs resume on their own nodes with their remaining work, so at most two jobs are resident on a node. The penalty s is added to a job&apos;s remaining time each time it resumes (a wide job starting for the first time pays none). New jobs during a cycle (small-during-cycle): none = nothing starts, small or wide; outside-preempted = jobs start FCFS only on nodes outside the cycle&apos;s partition (the wide job&apos;s and the victims&apos; nodes); any = jobs start FCFS on any node that no running or suspended job holds. Needs no run-time estimates.</source>
        <translation>Vorgabe PFCFS3: „Verdrängung nach 10 min, breiter Job läuft bis zur Fertigstellung, dann werden die kleinen Jobs fortgesetzt“ entspricht delta = 600 s, n = 1 (ungerade: Der erste Wechsel ist der letzte, der breite Job läuft bis zur Fertigstellung); Delta = 600 s wird bei n = 1 nie verwendet; x = 50 %, s = 0, keine neuen Jobs während eines Zyklus. Kleine Jobs werden strikt nach FCFS eingeplant (ein vorderster Job, der nicht passt, blockiert alle hinter ihm); ein Job ist breit, wenn er mindestens x % der Knoten der Maschine benötigt. Ein breiter Job, der der nächste FCFS-Job ist und nicht passt, darf verdrängen, sobald delta Sekunden vergangen sind, seit beides gilt: Er ist der vorderste Job, und kein früherer breiter Job ist aktiv (gestartet und nicht abgeschlossen, gleich ob er durch Verdrängung gestartet ist oder weil er passte). Werden in der Zwischenzeit genügend Knoten frei, startet er einfach. Die Opfer (nur laufende kleine Jobs) werden gierig gewählt: Solange kein einzelner Job die noch benötigten Knoten freigibt, wird der breiteste genommen; dann der schmalste Job, der allein den Rest abdeckt (möglichst wenige Opfer, dann möglichst geringer Überschuss bei der letzten Wahl); bei Gleichstand entscheidet der späteste Segmentstart, dann der zuletzt eingereichte Job. Der breite Job erhält alle freien Knoten plus die Knoten der Opfer, wobei der Überschuss von den höchsten Knoten des letzten Opfers genommen wird (sie bleiben in seiner breiten Phase ungenutzt). Alle Delta Sekunden wechseln die breite Gang und die kleine Gang (die Opfer), höchstens n Wechsel pro Zyklus, wobei die erste Verdrängung Wechsel 1 ist (n = 0: keine Begrenzung). Ungerades n: Nach dem letzten Wechsel läuft der breite Job bis zur Fertigstellung. Gerades n: Die Opfer laufen, bis alle fertig sind, dann wird der breite Job fortgesetzt. Wird eine der beiden Gangs fertig, läuft die andere sofort weiter; der Zyklus endet, wenn der breite Job fertig ist und kein Opfer mehr angehalten ist. Jobs werden auf ihren eigenen Knoten mit ihrer Restarbeit fortgesetzt, sodass höchstens zwei Jobs auf einem Knoten resident sind. Der Aufschlag s wird bei jeder Fortsetzung zur Restlaufzeit eines Jobs addiert (ein breiter Job, der zum ersten Mal startet, zahlt keinen). Neue Jobs während eines Zyklus (small-during-cycle): none = nichts startet, weder klein noch breit; outside-preempted = Jobs starten nach FCFS nur auf Knoten außerhalb der Partition des Zyklus (der Knoten des breiten Jobs und der Opfer); any = Jobs starten nach FCFS auf jedem Knoten, den kein laufender oder angehaltener Job belegt. Benötigt keine Laufzeitschätzungen.</translation>
    </message>
    <message>
        <source>PFCFS, best setting for 128 nodes (x = 40 %, n = 1, delta = 60 s)</source>
        <translation>PFCFS, beste Einstellung für 128 Knoten (x = 40 %, n = 1, delta = 60 s)</translation>
    </message>
    <message>
        <source>The best setting the study found on 128 nodes: x = 40 %, n = 1 (the wide job runs to completion once it has preempted), delta = 60 s; Delta is unused with n = 1 (600 s); s = 0, no new jobs during a cycle. Small jobs are scheduled strictly FCFS (a head that does not fit blocks everyone behind it); a job is wide if it needs at least x % of the machine&apos;s nodes. A wide job that is the next FCFS job and does not fit may preempt once delta seconds have passed since both held: it was the head, and no earlier wide job was active (started and not completed, whether it started by preempting or because it fitted). If enough nodes free up in the meantime it simply starts. Victims (running small jobs only) are chosen greedily: while no single job frees the nodes still needed, take the widest; then take the narrowest job that alone covers the rest (fewest victims first, then least overshoot on the last pick); ties go to the latest segment start, then the latest submitted job. The wide job gets all free nodes plus the victims&apos; nodes, taking the overshoot from the last victim&apos;s highest nodes (they stay idle in its wide phase). Every Delta seconds the wide gang and the small gang (the victims) switch, at most n switches per cycle, the first preemption being switch 1 (n = 0: no limit). Odd n: after the last switch the wide job runs to completion. Even n: the victims run until they have all completed, then the wide job resumes. When either gang completes, the other continues at once; the cycle ends when the wide job completes and no victim is suspended. Jobs resume on their own nodes with their remaining work, so at most two jobs are resident on a node. The penalty s is added to a job&apos;s remaining time each time it resumes (a wide job starting for the first time pays none). New jobs during a cycle (small-during-cycle): none = nothing starts, small or wide; outside-preempted = jobs start FCFS only on nodes outside the cycle&apos;s partition (the wide job&apos;s and the victims&apos; nodes); any = jobs start FCFS on any node that no running or suspended job holds. Needs no run-time estimates.</source>
        <translation>Die beste Einstellung, die die Studie auf 128 Knoten fand: x = 40 %, n = 1 (der breite Job läuft bis zum Ende, sobald er verdrängt hat), delta = 60 s; Delta wird bei n = 1 nicht verwendet (600 s); s = 0, keine neuen Jobs während eines Zyklus. Kleine Jobs werden strikt nach FCFS eingeplant (ein Kopf der Warteschlange, der nicht passt, blockiert alle dahinter); ein Job ist breit, wenn er mindestens x % der Knoten der Maschine benötigt. Ein breiter Job, der der nächste FCFS-Job ist und nicht passt, darf verdrängen, sobald delta Sekunden vergangen sind, seit beides zutrifft: Er ist der Kopf, und kein früherer breiter Job ist aktiv (gestartet und nicht beendet, gleich ob er durch Verdrängung gestartet ist oder weil er passte). Werden in der Zwischenzeit genug Knoten frei, startet er einfach. Opfer (nur laufende kleine Jobs) werden gierig gewählt: Solange kein einzelner Job die noch benötigten Knoten freigibt, wird der breiteste genommen; dann der schmalste Job, der allein den Rest abdeckt (zuerst die wenigsten Opfer, dann der geringste Überschuss bei der letzten Wahl); bei Gleichstand entscheidet der späteste Segmentstart, dann der zuletzt eingereichte Job. Der breite Job erhält alle freien Knoten plus die Knoten der Opfer, wobei der Überschuss von den höchstnummerierten Knoten des letzten Opfers genommen wird (sie bleiben während seiner breiten Phase ungenutzt). Alle Delta Sekunden wechseln die breite Gang und die kleine Gang (die Opfer), höchstens n Wechsel pro Zyklus, wobei die erste Verdrängung Wechsel 1 ist (n = 0: keine Begrenzung). Ungerades n: Nach dem letzten Wechsel läuft der breite Job bis zum Ende. Gerades n: Die Opfer laufen, bis sie alle beendet sind, dann wird der breite Job fortgesetzt. Ist eine der beiden Gangs beendet, läuft die andere sofort weiter; der Zyklus endet, wenn der breite Job beendet ist und kein Opfer suspendiert ist. Jobs werden auf ihren eigenen Knoten mit ihrer Restarbeit fortgesetzt, sodass höchstens zwei Jobs auf einem Knoten resident sind. Die Strafzeit s wird bei jeder Wiederaufnahme zur Restlaufzeit eines Jobs addiert (ein breiter Job, der zum ersten Mal startet, zahlt keine). Neue Jobs während eines Zyklus (small-during-cycle): none = nichts startet, weder klein noch breit; outside-preempted = Jobs starten nach FCFS nur auf Knoten außerhalb der Partition des Zyklus (der Knoten des breiten Jobs und der Opfer); any = Jobs starten nach FCFS auf jedem Knoten, den kein laufender oder suspendierter Job belegt. Benötigt keine Laufzeitschätzungen.</translation>
    </message>
    <message>
        <source>PFCFS, best setting for 256 nodes (x = 45 %, n = 1, delta = 60 s)</source>
        <translation>PFCFS, beste Einstellung für 256 Knoten (x = 45 %, n = 1, delta = 60 s)</translation>
    </message>
    <message>
        <source>The best setting the study found on 256 nodes: x = 45 %, n = 1, delta = 60 s; Delta is unused with n = 1 (600 s); s = 0, no new jobs during a cycle. Small jobs are scheduled strictly FCFS (a head that does not fit blocks everyone behind it); a job is wide if it needs at least x % of the machine&apos;s nodes. A wide job that is the next FCFS job and does not fit may preempt once delta seconds have passed since both held: it was the head, and no earlier wide job was active (started and not completed, whether it started by preempting or because it fitted). If enough nodes free up in the meantime it simply starts. Victims (running small jobs only) are chosen greedily: while no single job frees the nodes still needed, take the widest; then take the narrowest job that alone covers the rest (fewest victims first, then least overshoot on the last pick); ties go to the latest segment start, then the latest submitted job. The wide job gets all free nodes plus the victims&apos; nodes, taking the overshoot from the last victim&apos;s highest nodes (they stay idle in its wide phase). Every Delta seconds the wide gang and the small gang (the victims) switch, at most n switches per cycle, the first preemption being switch 1 (n = 0: no limit). Odd n: after the last switch the wide job runs to completion. Even n: the victims run until they have all completed, then the wide job resumes. When either gang completes, the other continues at once; the cycle ends when the wide job completes and no victim is suspended. Jobs resume on their own nodes with their remaining work, so at most two jobs are resident on a node. The penalty s is added to a job&apos;s remaining time each time it resumes (a wide job starting for the first time pays none). New jobs during a cycle (small-during-cycle): none = nothing starts, small or wide; outside-preempted = jobs start FCFS only on nodes outside the cycle&apos;s partition (the wide job&apos;s and the victims&apos; nodes); any = jobs start FCFS on any node that no running or suspended job holds. Needs no run-time estimates.</source>
        <translation>Die beste Einstellung, die die Studie auf 256 Knoten fand: x = 45 %, n = 1, delta = 60 s; Delta wird bei n = 1 nicht verwendet (600 s); s = 0, keine neuen Jobs während eines Zyklus. Kleine Jobs werden strikt nach FCFS eingeplant (ein Kopf der Warteschlange, der nicht passt, blockiert alle dahinter); ein Job ist breit, wenn er mindestens x % der Knoten der Maschine benötigt. Ein breiter Job, der der nächste FCFS-Job ist und nicht passt, darf verdrängen, sobald delta Sekunden vergangen sind, seit beides zutrifft: Er ist der Kopf, und kein früherer breiter Job ist aktiv (gestartet und nicht beendet, gleich ob er durch Verdrängung gestartet ist oder weil er passte). Werden in der Zwischenzeit genug Knoten frei, startet er einfach. Opfer (nur laufende kleine Jobs) werden gierig gewählt: Solange kein einzelner Job die noch benötigten Knoten freigibt, wird der breiteste genommen; dann der schmalste Job, der allein den Rest abdeckt (zuerst die wenigsten Opfer, dann der geringste Überschuss bei der letzten Wahl); bei Gleichstand entscheidet der späteste Segmentstart, dann der zuletzt eingereichte Job. Der breite Job erhält alle freien Knoten plus die Knoten der Opfer, wobei der Überschuss von den höchstnummerierten Knoten des letzten Opfers genommen wird (sie bleiben während seiner breiten Phase ungenutzt). Alle Delta Sekunden wechseln die breite Gang und die kleine Gang (die Opfer), höchstens n Wechsel pro Zyklus, wobei die erste Verdrängung Wechsel 1 ist (n = 0: keine Begrenzung). Ungerades n: Nach dem letzten Wechsel läuft der breite Job bis zum Ende. Gerades n: Die Opfer laufen, bis sie alle beendet sind, dann wird der breite Job fortgesetzt. Ist eine der beiden Gangs beendet, läuft die andere sofort weiter; der Zyklus endet, wenn der breite Job beendet ist und kein Opfer suspendiert ist. Jobs werden auf ihren eigenen Knoten mit ihrer Restarbeit fortgesetzt, sodass höchstens zwei Jobs auf einem Knoten resident sind. Die Strafzeit s wird bei jeder Wiederaufnahme zur Restlaufzeit eines Jobs addiert (ein breiter Job, der zum ersten Mal startet, zahlt keine). Neue Jobs während eines Zyklus (small-during-cycle): none = nichts startet, weder klein noch breit; outside-preempted = Jobs starten nach FCFS nur auf Knoten außerhalb der Partition des Zyklus (der Knoten des breiten Jobs und der Opfer); any = Jobs starten nach FCFS auf jedem Knoten, den kein laufender oder suspendierter Job belegt. Benötigt keine Laufzeitschätzungen.</translation>
    </message>
    <message>
        <source>Grid local job processing (EASY per site)</source>
        <translation>Lokale Jobverarbeitung im Grid (EASY je Standort)</translation>
    </message>
    <message>
        <source>Every site runs FCFS with EASY backfilling on its own machine, on the jobs submitted there only: no job moves between sites. A job&apos;s site is its origin site, which a site-assignment transform sets (sites:round-robin as in Yahyapour (2002), ch. 5, sites:partition, sites:queue or sites:map:FIELD:FILE); a job without one, or wider than its site&apos;s machine, stops the run with a message naming it (split wide jobs with the wide:... transforms). This is the reference that job sharing and multi-site are compared with.</source>
        <translation>Jeder Standort betreibt FCFS mit EASY-Backfilling auf seiner eigenen Maschine, nur mit den dort eingereichten Jobs: Kein Job wechselt zwischen Standorten. Der Standort eines Jobs ist sein Herkunftsstandort, den eine Transformation zur Standortzuweisung setzt (sites:round-robin wie in Yahyapour (2002), Kap. 5, sites:partition, sites:queue oder sites:map:FIELD:FILE); ein Job ohne Herkunftsstandort oder breiter als die Maschine seines Standorts bricht den Lauf mit einer Meldung ab, die ihn nennt (breite Jobs lassen sich mit den wide:...-Transformationen aufteilen). Dies ist die Referenz, mit der Job-Sharing und Multi-Site verglichen werden.</translation>
    </message>
    <message>
        <source>Yahyapour (2002), ch. 5</source>
        <translation>Yahyapour (2002), Kap. 5</translation>
    </message>
    <message>
        <source>Grid job sharing (machine selection + EASY)</source>
        <translation>Job-Sharing im Grid (Maschinenauswahl + EASY)</translation>
    </message>
    <message>
        <source>A central grid scheduler receives the jobs of every site into one FCFS queue. Going down the queue, a job starts now on one of the machines where it fits and delays no reservation; the machine selection picks among them: best-fit (the default, Yahyapour (2002), ch. 5: the machine left with the fewest free nodes), first-fit (the first in platform order), least-loaded (the smallest share of busy nodes now) or earliest-start (the earliest projected start; a job that can start now starts now, so this ties and falls back to best-fit, and differs only in the machine a job waits for when wait-for is &apos;selection&apos;). EASY backfilling runs on every machine: each machine holds at most one reservation, for the first waiting job (in queue order) that waits for it, with the shadow time and extra nodes of EASY; a later job may start on a reserved machine only if it ends by its estimate before the shadow time or uses only extra nodes. Which machine a job waits for when none can start it now is open in the spec and set by wait-for: earliest-start (default: the earliest shadow time among the machines without a reservation, ties to the fewest extra nodes, then the lower index), selection (the machine selection over the projected starts: best-fit waits where the fewest extra nodes remain at the shadow time) or largest. A job whose big enough machines all hold reservations waits without one. On a single machine this is exactly EASY. The sites&apos; jobs are pooled: the origin site is ignored.</source>
        <translation>Ein zentraler Grid-Scheduler nimmt die Jobs aller Standorte in eine gemeinsame FCFS-Warteschlange auf. Beim Durchlaufen der Warteschlange startet ein Job sofort auf einer der Maschinen, auf die er passt und auf der er keine Reservierung verzögert; die Maschinenauswahl wählt unter ihnen: best-fit (Standard, Yahyapour (2002), Kap. 5: die Maschine, auf der die wenigsten freien Knoten übrig bleiben), first-fit (die erste in der Reihenfolge der Plattform), least-loaded (der kleinste Anteil aktuell belegter Knoten) oder earliest-start (der früheste prognostizierte Start; ein Job, der jetzt starten kann, startet jetzt, daher herrscht hier Gleichstand und es wird auf best-fit zurückgegriffen; der Unterschied liegt nur in der Maschine, auf die ein Job wartet, wenn wait-for &apos;selection&apos; ist). Auf jeder Maschine läuft EASY-Backfilling: Jede Maschine hält höchstens eine Reservierung, für den ersten wartenden Job (in Warteschlangenreihenfolge), der auf sie wartet, mit der Schattenzeit und den Zusatzknoten von EASY; ein späterer Job darf auf einer reservierten Maschine nur starten, wenn er laut seiner Laufzeitschätzung vor der Schattenzeit endet oder nur Zusatzknoten belegt. Auf welche Maschine ein Job wartet, wenn keine ihn jetzt starten kann, lässt die Spezifikation offen; festgelegt wird es durch wait-for: earliest-start (Standard: die früheste Schattenzeit unter den Maschinen ohne Reservierung, bei Gleichstand die wenigsten Zusatzknoten, dann der niedrigere Index), selection (die Maschinenauswahl über die prognostizierten Starts: best-fit wartet dort, wo zur Schattenzeit die wenigsten Zusatzknoten übrig bleiben) oder largest. Ein Job, dessen ausreichend große Maschinen alle Reservierungen halten, wartet ohne Reservierung. Auf einer einzelnen Maschine ist dies genau EASY. Die Jobs der Standorte werden zusammengefasst: Der Herkunftsstandort wird ignoriert.</translation>
    </message>
    <message>
        <source>Machine selection</source>
        <translation>Maschinenauswahl</translation>
    </message>
    <message>
        <source>Which machine a job that can start now goes to: best-fit leaves the fewest free nodes, first-fit takes the first machine, least-loaded the smallest share of busy nodes, earliest-start the earliest projected start.</source>
        <translation>Auf welche Maschine ein Job kommt, der jetzt starten kann: best-fit lässt die wenigsten freien Knoten übrig, first-fit nimmt die erste Maschine, least-loaded die mit dem kleinsten Anteil belegter Knoten, earliest-start die mit dem frühesten prognostizierten Start.</translation>
    </message>
    <message>
        <source>Machine to wait for</source>
        <translation>Maschine, auf die gewartet wird</translation>
    </message>
    <message>
        <source>Where a job that cannot start anywhere now holds its EASY reservation: the machine with the earliest shadow time, the one the machine selection prefers at the projected starts, or the largest machine.</source>
        <translation>Wo ein Job, der jetzt nirgends starten kann, seine EASY-Reservierung hält: die Maschine mit der frühesten Schattenzeit, die, welche die Maschinenauswahl bei den prognostizierten Starts bevorzugt, oder die größte Maschine.</translation>
    </message>
    <message>
        <source>Grid multi-site scheduling (job sharing + co-allocation)</source>
        <translation>Multi-Site-Scheduling im Grid (Job-Sharing + Co-Allokation)</translation>
    </message>
    <message>
        <source>A central grid scheduler receives the jobs of every site into one FCFS queue. Going down the queue, a job starts now on one of the machines where it fits and delays no reservation; the machine selection picks among them: best-fit (the default, Yahyapour (2002), ch. 5: the machine left with the fewest free nodes), first-fit (the first in platform order), least-loaded (the smallest share of busy nodes now) or earliest-start (the earliest projected start; a job that can start now starts now, so this ties and falls back to best-fit, and differs only in the machine a job waits for when wait-for is &apos;selection&apos;). EASY backfilling runs on every machine: each machine holds at most one reservation, for the first waiting job (in queue order) that waits for it, with the shadow time and extra nodes of EASY; a later job may start on a reserved machine only if it ends by its estimate before the shadow time or uses only extra nodes. Which machine a job waits for when none can start it now is open in the spec and set by wait-for: earliest-start (default: the earliest shadow time among the machines without a reservation, ties to the fewest extra nodes, then the lower index), selection (the machine selection over the projected starts: best-fit waits where the fewest extra nodes remain at the shadow time) or largest. A job whose big enough machines all hold reservations waits without one. On a single machine this is exactly EASY. The sites&apos; jobs are pooled: the origin site is ignored. Multi-site (Yahyapour (2002), ch. 5): when no single machine can start a job now, it may be spread over several: machines are sorted by the free nodes the job may use there, descending (ties to the lower index), and nodes are taken in that order (the fewest machines), the lowest-numbered free nodes of each. It then runs (1 + p) times longer, and so does its estimate. Reservations treat a multi-site start like any backfill, part by part: on a reserved machine it may use all free nodes if its lengthened estimate ends by the shadow time, else only the extra nodes. If the usable free nodes of all machines together are too few, the job waits and normal backfilling applies. A job wider than every machine reserves all machines without a reservation together: its shadow time is when they have enough free nodes together, and their extra nodes are one shared budget. Multi-site jobs are counted, and their share of the executed work (node-seconds, overhead included) reported.</source>
        <translation>Ein zentraler Grid-Scheduler nimmt die Jobs aller Standorte in eine gemeinsame FCFS-Warteschlange auf. Beim Durchlaufen der Warteschlange startet ein Job sofort auf einer der Maschinen, auf die er passt und auf der er keine Reservierung verzögert; die Maschinenauswahl wählt unter ihnen: best-fit (Standard, Yahyapour (2002), Kap. 5: die Maschine, auf der die wenigsten freien Knoten übrig bleiben), first-fit (die erste in der Reihenfolge der Plattform), least-loaded (der kleinste Anteil aktuell belegter Knoten) oder earliest-start (der früheste prognostizierte Start; ein Job, der jetzt starten kann, startet jetzt, daher herrscht hier Gleichstand und es wird auf best-fit zurückgegriffen; der Unterschied liegt nur in der Maschine, auf die ein Job wartet, wenn wait-for &apos;selection&apos; ist). Auf jeder Maschine läuft EASY-Backfilling: Jede Maschine hält höchstens eine Reservierung, für den ersten wartenden Job (in Warteschlangenreihenfolge), der auf sie wartet, mit der Schattenzeit und den Zusatzknoten von EASY; ein späterer Job darf auf einer reservierten Maschine nur starten, wenn er laut seiner Laufzeitschätzung vor der Schattenzeit endet oder nur Zusatzknoten belegt. Auf welche Maschine ein Job wartet, wenn keine ihn jetzt starten kann, lässt die Spezifikation offen; festgelegt wird es durch wait-for: earliest-start (Standard: die früheste Schattenzeit unter den Maschinen ohne Reservierung, bei Gleichstand die wenigsten Zusatzknoten, dann der niedrigere Index), selection (die Maschinenauswahl über die prognostizierten Starts: best-fit wartet dort, wo zur Schattenzeit die wenigsten Zusatzknoten übrig bleiben) oder largest. Ein Job, dessen ausreichend große Maschinen alle Reservierungen halten, wartet ohne Reservierung. Auf einer einzelnen Maschine ist dies genau EASY. Die Jobs der Standorte werden zusammengefasst: Der Herkunftsstandort wird ignoriert. Multi-Site (Yahyapour (2002), Kap. 5): Wenn keine einzelne Maschine einen Job jetzt starten kann, darf er auf mehrere verteilt werden: Die Maschinen werden absteigend nach den freien Knoten sortiert, die der Job dort nutzen darf (bei Gleichstand der niedrigere Index), und die Knoten werden in dieser Reihenfolge genommen (die wenigsten Maschinen), jeweils die niedrigstnummerierten freien Knoten. Er läuft dann (1 + p)-mal länger, und ebenso seine Laufzeitschätzung. Reservierungen behandeln einen Multi-Site-Start wie jedes Backfilling, Teil für Teil: Auf einer reservierten Maschine darf er alle freien Knoten nutzen, wenn seine verlängerte Laufzeitschätzung bis zur Schattenzeit endet, sonst nur die Zusatzknoten. Reichen die nutzbaren freien Knoten aller Maschinen zusammen nicht aus, wartet der Job, und es gilt normales Backfilling. Ein Job, der breiter als jede Maschine ist, reserviert alle Maschinen ohne Reservierung gemeinsam: Seine Schattenzeit ist der Zeitpunkt, zu dem sie zusammen genug freie Knoten haben, und ihre Zusatzknoten bilden ein gemeinsames Budget. Multi-Site-Jobs werden gezählt, und ihr Anteil an der ausgeführten Arbeit (Knotensekunden, einschließlich Overhead) wird ausgegeben.</translation>
    </message>
    <message>
        <source>Multi-site overhead p</source>
        <translation>Multi-Site-Overhead p</translation>
    </message>
    <message>
        <source>A job spread over several machines runs (1 + p) times longer (its estimate too), rounded up to whole seconds; Yahyapour (2002), ch. 5 studies 0 to 60 %.</source>
        <translation>Ein auf mehrere Maschinen verteilter Job läuft (1 + p)-mal länger (auch seine Laufzeitschätzung), aufgerundet auf ganze Sekunden; Yahyapour (2002), Kap. 5 untersucht 0 bis 60 %.</translation>
    </message>
    <message>
        <source>Grid broker: minimum completion time (MCT)</source>
        <translation>Grid-Broker: minimale Fertigstellungszeit (MCT)</translation>
    </message>
    <message>
        <source>A central broker places every job on arrival, once, at the site where it is predicted to finish first; the site&apos;s local queue then runs it. The prediction replays the site&apos;s own queue: its running jobs by their estimates, then the jobs it would serve before this one. Each site&apos;s queue is set by the platform: single (first come, first served) or local-first (jobs submitted there strictly before the others, as in the wiriyaprasit-C-qN platforms). Needs origin sites (generate:site-poisson draws them).</source>
        <translation>Ein zentraler Broker platziert jeden Job bei seiner Ankunft einmalig an dem Standort, an dem er voraussichtlich zuerst fertig wird; die lokale Warteschlange des Standorts führt ihn dann aus. Die Prognose spielt die eigene Warteschlange des Standorts nach: seine laufenden Jobs gemäß ihren Laufzeitschätzungen, dann die Jobs, die er vor diesem bedienen würde. Die Warteschlange jedes Standorts legt die Plattform fest: single (wer zuerst kommt, wird zuerst bedient) oder local-first (dort eingereichte Jobs strikt vor den anderen, wie in den Plattformen wiriyaprasit-C-qN). Benötigt Herkunftsstandorte (generate:site-poisson zieht sie).</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004), sec. 3.3</source>
        <translation>Wiriyaprasit (2004), Abschn. 3.3</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Gleichstand</translation>
    </message>
    <message>
        <source>Between sites with equal weighted completion times: the job&apos;s origin site first, then the lower site index; or the lower index only. Wiriyaprasit (2004) does not say.</source>
        <translation>Zwischen Standorten mit gleicher gewichteter Fertigstellungszeit: zuerst der Herkunftsstandort des Jobs, dann der niedrigere Standortindex; oder nur der niedrigere Index. Wiriyaprasit (2004) macht dazu keine Angabe.</translation>
    </message>
    <message>
        <source>Prediction</source>
        <translation>Prognose</translation>
    </message>
    <message>
        <source>What the completion-time prediction takes as run times: the jobs&apos; exact sizes (size / speed, the thesis&apos;s &quot;estimated execution times&quot; read as exact, sec. 3.3), or the users&apos; estimates. The two agree on generated per-site workloads, whose estimates are the sizes.</source>
        <translation>Was die Prognose der Fertigstellungszeit als Laufzeiten verwendet: die exakten Größen der Jobs (Größe / Geschwindigkeit, die „estimated execution times“ der Dissertation als exakt gelesen, Abschn. 3.3) oder die Laufzeitschätzungen der Benutzer. Beide stimmen bei generierten Workloads je Standort überein, deren Laufzeitschätzungen die Größen sind.</translation>
    </message>
    <message>
        <source>Grid broker: adaptive weighted MCT</source>
        <translation>Grid-Broker: adaptives gewichtetes MCT</translation>
    </message>
    <message>
        <source>MCT with weights (Eq. 1): each job goes to the site with the least predicted completion time times W. If the single-queue sites together have more computing power (speed x nodes) than the local-first sites, every W is 1 and this is plain MCT. Otherwise W is 1 at sites with the same queue policy as the job&apos;s origin and a elsewhere, which keeps remote work off the local-first sites that serve it last and so relieves the single-queue sites.</source>
        <translation>MCT mit Gewichten (Gl. 1): Jeder Job geht an den Standort mit der kleinsten prognostizierten Fertigstellungszeit mal W. Haben die Standorte mit single-Warteschlange zusammen mehr Rechenleistung (Geschwindigkeit x Knoten) als die local-first-Standorte, ist jedes W gleich 1, und dies ist reines MCT. Andernfalls ist W an Standorten mit derselben Warteschlangenstrategie wie der Herkunftsstandort des Jobs gleich 1 und sonst a; das hält entfernte Arbeit von den local-first-Standorten fern, die sie zuletzt bedienen, und entlastet so die Standorte mit single-Warteschlange.</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004), sec. 4.1, Eq. 1, Fig. 4.1</source>
        <translation>Wiriyaprasit (2004), Abschn. 4.1, Gl. 1, Abb. 4.1</translation>
    </message>
    <message>
        <source>Weight a</source>
        <translation>Gewicht a</translation>
    </message>
    <message>
        <source>The weight of sites whose queue policy differs from the origin&apos;s; 1 is plain MCT. The thesis chose 1.3 (sec. 4.2).</source>
        <translation>Das Gewicht der Standorte, deren Warteschlangenstrategie sich von der des Herkunftsstandorts unterscheidet; 1 ergibt reines MCT. Die Dissertation wählte 1,3 (Abschn. 4.2).</translation>
    </message>
    <message>
        <source>Computing power rule</source>
        <translation>Rechenleistungsregel</translation>
    </message>
    <message>
        <source>Plain MCT when the single-queue sites&apos; power is greater than (gt, Fig. 4.1) or at least (ge, the prose) that of the local-first sites.</source>
        <translation>Reines MCT, wenn die Rechenleistung der Standorte mit single-Warteschlange größer ist als (gt, Abb. 4.1) oder mindestens so groß wie (ge, laut Fließtext) die der local-first-Standorte.</translation>
    </message>
    <message>
        <source>Economic (market-based) grid scheduling</source>
        <translation>Ökonomisches (marktbasiertes) Grid-Scheduling</translation>
    </message>
    <message>
        <source>Every arriving job asks each machine for an offer built from the free intervals of its nodes in the current plan: a sweep finds the first `candidates` start times at which enough nodes stay free for the job&apos;s estimated run time; for each, up to `combinations` node sets are built from buckets of nodes whose free intervals start and end alike, and the machine owner keeps the cheapest by its owner function (MF); that start is then delayed in `start-steps` steps across the free time on the same nodes and the variant the user values most (user function, UF) is offered. The job takes the offer of highest user utility, ties going to the earlier start, then the nearer domain, then the lower machine. With `market` = domains, the request goes to the domain of the job&apos;s origin site, which offers for its machines and forwards the request (directory, ring or line) within the hop limit and time to live; each domain answers once, cheapest offers first; the user takes the best offer of each domain, then the best of those. Offers that break the request&apos;s budget, reservation budget, earliest start, deadline, offer limit or site limits are refused, and a job no offer meets is rejected. Choices the spec leaves open: the default market is central (one domain, no messages); `start` in user functions is the wait from submission to the offered start in seconds; `over` ends at the plan&apos;s end when no job follows; nodes free for ever get one run length of slack for the start variation. With `early-start` (the default), when jobs end before their estimates a booked job whose booked nodes are all free from now until its booked start starts now on them: nobody&apos;s booking moves later, and without it the plan would keep the gaps that over-estimated run times leave (CTC&apos;s estimates are often far too long). Without `early-start`, booked jobs never move. A job whose nodes are still held at its start (an earlier job overran its estimate) asks the market again. Jobs wider than every machine get multi-site offers (nodes taken from the machines with most free nodes first) that run (1 + p) times longer; on machines of different speeds a multi-site job runs at the slowest one&apos;s pace.</source>
        <translation>Jeder ankommende Job fordert von jeder Maschine ein Angebot an, das aus den freien Intervallen ihrer Knoten im aktuellen Plan gebildet wird: Ein Sweep findet die ersten `candidates` Startzeiten, zu denen genug Knoten für die geschätzte Laufzeit des Jobs frei bleiben; für jede werden bis zu `combinations` Knotenmengen aus Buckets von Knoten gebildet, deren freie Intervalle gleich beginnen und enden, und der Maschineneigentümer behält die nach seiner Eigentümerfunktion (MF) günstigste; dieser Start wird dann in `start-steps` Schritten über die freie Zeit auf denselben Knoten verzögert, und die Variante, die der Benutzer am höchsten bewertet (Benutzerfunktion, UF), wird angeboten. Der Job nimmt das Angebot mit dem höchsten Nutzen für den Benutzer; bei Gleichstand entscheidet der frühere Start, dann die nähere Domäne, dann die niedrigere Maschine. Mit `market` = domains geht die Anfrage an die Domäne des Herkunftsstandorts des Jobs, die für ihre Maschinen anbietet und die Anfrage innerhalb des Hop-Limits und der Lebensdauer weiterleitet (directory, ring oder line); jede Domäne antwortet einmal, günstigste Angebote zuerst; der Benutzer nimmt das beste Angebot jeder Domäne, dann das beste davon. Angebote, die das Budget, das Reservierungsbudget, den frühesten Start, die Frist, die Angebotsgrenze oder die Standortgrenzen der Anfrage verletzen, werden abgelehnt, und ein Job, den kein Angebot erfüllt, wird abgewiesen. Von der Spezifikation offengelassene Entscheidungen: Der Standardmarkt ist central (eine Domäne, keine Nachrichten); `start` in Benutzerfunktionen ist die Wartezeit von der Einreichung bis zum angebotenen Start in Sekunden; `over` endet am Ende des Plans, wenn kein Job folgt; dauerhaft freie Knoten erhalten eine Laufzeitlänge Spielraum für die Startvariation. Mit `early-start` (Standard) gilt: Wenn Jobs vor Ablauf ihrer Laufzeitschätzungen enden, startet ein gebuchter Job, dessen gebuchte Knoten alle von jetzt bis zu seinem gebuchten Start frei sind, sofort auf ihnen: Keine Buchung verschiebt sich nach hinten, und ohne dies behielte der Plan die Lücken, die überschätzte Laufzeiten hinterlassen (die Laufzeitschätzungen von CTC sind oft viel zu lang). Ohne `early-start` werden gebuchte Jobs nie verschoben. Ein Job, dessen Knoten zu seinem Start noch belegt sind (ein früherer Job hat seine Laufzeitschätzung überschritten), fragt erneut beim Markt an. Jobs, die breiter als jede Maschine sind, erhalten Multi-Site-Angebote (Knoten zuerst von den Maschinen mit den meisten freien Knoten), die (1 + p)-mal länger laufen; auf Maschinen unterschiedlicher Geschwindigkeit läuft ein Multi-Site-Job im Tempo der langsamsten.</translation>
    </message>
    <message>
        <source>Yahyapour (2002), ch. 6</source>
        <translation>Yahyapour (2002), Kap. 6</translation>
    </message>
    <message>
        <source>Owner function</source>
        <translation>Eigentümerfunktion</translation>
    </message>
    <message>
        <source>The machine owner&apos;s price: MF1 to MF6 of Yahyapour (2002), ch. 6, or a formula over nodes, run, under, over, left_right, left_right_rel and utilization, e.g. (nodes * run + over) * (1 - left_right_rel).</source>
        <translation>Der Preis des Maschineneigentümers: MF1 bis MF6 aus Yahyapour (2002), Kap. 6, oder eine Formel über nodes, run, under, over, left_right, left_right_rel und utilization, z. B. (nodes * run + over) * (1 - left_right_rel).</translation>
    </message>
    <message>
        <source>User function</source>
        <translation>Benutzerfunktion</translation>
    </message>
    <message>
        <source>The user&apos;s utility, highest wins: UF1 (-start) to UF5, or a formula over start (wait in s), cost, nodes and run, e.g. -(start + 2 * cost).</source>
        <translation>Der Nutzen des Benutzers, der höchste gewinnt: UF1 (-start) bis UF5 oder eine Formel über start (Wartezeit in s), cost, nodes und run, z. B. -(start + 2 * cost).</translation>
    </message>
    <message>
        <source>Start times per machine (K)</source>
        <translation>Startzeiten je Maschine (K)</translation>
    </message>
    <message>
        <source>How many candidate start times the sweep collects on each machine.</source>
        <translation>Wie viele Kandidaten-Startzeiten der Sweep auf jeder Maschine sammelt.</translation>
    </message>
    <message>
        <source>Node sets per start (C)</source>
        <translation>Knotenmengen je Start (C)</translation>
    </message>
    <message>
        <source>How many bucket combinations are priced for each candidate start.</source>
        <translation>Wie viele Bucket-Kombinationen für jeden Kandidatenstart bepreist werden.</translation>
    </message>
    <message>
        <source>Start variations (Z)</source>
        <translation>Startvariationen (Z)</translation>
    </message>
    <message>
        <source>In how many steps each candidate&apos;s start is delayed across its free time.</source>
        <translation>In wie vielen Schritten der Start jedes Kandidaten über seine freie Zeit verzögert wird.</translation>
    </message>
    <message>
        <source>Multi-site offers</source>
        <translation>Multi-Site-Angebote</translation>
    </message>
    <message>
        <source>Let jobs wider than every machine run across machines.</source>
        <translation>Jobs, die breiter als jede Maschine sind, maschinenübergreifend laufen lassen.</translation>
    </message>
    <message>
        <source>A multi-site job runs (1 + p) times longer.</source>
        <translation>Ein Multi-Site-Job läuft (1 + p)-mal länger.</translation>
    </message>
    <message>
        <source>Start booked jobs early</source>
        <translation>Gebuchte Jobs früher starten</translation>
    </message>
    <message>
        <source>When jobs end before their estimates, a booked job whose nodes are free from now to its booked start starts now on them.</source>
        <translation>Wenn Jobs vor Ablauf ihrer Laufzeitschätzungen enden, startet ein gebuchter Job, dessen Knoten von jetzt bis zu seinem gebuchten Start frei sind, sofort auf ihnen.</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Markt</translation>
    </message>
    <message>
        <source>central: every machine offers for every job. domains: the request goes to the domain of the job&apos;s origin site, which offers and forwards it to the domains it knows (Yahyapour (2002), ch. 6).</source>
        <translation>central: Jede Maschine gibt für jeden Job ein Angebot ab. domains: Die Anfrage geht an die Domäne des Herkunftsstandorts des Jobs, die anbietet und sie an die ihr bekannten Domänen weiterleitet (Yahyapour (2002), Kap. 6).</translation>
    </message>
    <message>
        <source>Forwarding</source>
        <translation>Weiterleitung</translation>
    </message>
    <message>
        <source>Which domains a domain forwards to: every other (directory), its two neighbours in platform order (ring), those without wrapping round (line), or the domains `peers` links it with.</source>
        <translation>An welche Domänen eine Domäne weiterleitet: an jede andere (directory), an ihre beiden Nachbarn in der Reihenfolge der Plattform (ring), an diese ohne Umlauf über das Ende hinaus (line) oder an die Domänen, mit denen `peers` sie verknüpft.</translation>
    </message>
    <message>
        <source>Peer links</source>
        <translation>Peer-Verknüpfungen</translation>
    </message>
    <message>
        <source>For forwarding = peers: which domains know each other, as DOMAIN:DOMAIN links separated by commas, e.g. east:c, c:west. Links go both ways.</source>
        <translation>Für forwarding = peers: welche Domänen einander kennen, als kommagetrennte Verknüpfungen DOMAIN:DOMAIN, z. B. east:c, c:west. Verknüpfungen gelten in beide Richtungen.</translation>
    </message>
    <message>
        <source>Hop limit</source>
        <translation>Hop-Limit</translation>
    </message>
    <message>
        <source>How many times a request may be forwarded from the user&apos;s domain.</source>
        <translation>Wie oft eine Anfrage ab der Domäne des Benutzers weitergeleitet werden darf.</translation>
    </message>
    <message>
        <source>Delay per hop</source>
        <translation>Verzögerung je Hop</translation>
    </message>
    <message>
        <source>How long one message takes between domains.</source>
        <translation>Wie lange eine Nachricht zwischen Domänen benötigt.</translation>
    </message>
    <message>
        <source>Time to live</source>
        <translation>Lebensdauer</translation>
    </message>
    <message>
        <source>A domain forwards a request only if it would arrive within this time of the submission.</source>
        <translation>Eine Domäne leitet eine Anfrage nur weiter, wenn sie innerhalb dieser Zeit nach der Einreichung ankäme.</translation>
    </message>
    <message>
        <source>Maximum search time</source>
        <translation>Maximale Suchzeit</translation>
    </message>
    <message>
        <source>The user takes only the offers whose answers are back within this time.</source>
        <translation>Der Benutzer berücksichtigt nur die Angebote, deren Antworten innerhalb dieser Zeit zurück sind.</translation>
    </message>
    <message>
        <source>Reservation time</source>
        <translation>Reservierungszeit</translation>
    </message>
    <message>
        <source>How long a domain holds its offer for the user; an offer the user decides on later has lapsed.</source>
        <translation>Wie lange eine Domäne ihr Angebot für den Benutzer bereithält; ein Angebot, über das der Benutzer später entscheidet, ist verfallen.</translation>
    </message>
    <message>
        <source>Maximum offers</source>
        <translation>Maximale Anzahl Angebote</translation>
    </message>
    <message>
        <source>The user looks at no more offers than this, nearest domains first; each domain sends its cheapest.</source>
        <translation>Der Benutzer betrachtet nicht mehr Angebote als diese Anzahl, die nächstgelegenen Domänen zuerst; jede Domäne sendet ihre günstigsten.</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>What the user may pay for the job; offers that cost more are refused. A formula over nodes, run (the estimate in s) and value (the job&apos;s credit, 0 without one); empty: no limit.</source>
        <translation>Was der Benutzer für den Job zahlen darf; teurere Angebote werden abgelehnt. Eine Formel über nodes, run (die Laufzeitschätzung in s) und value (der Kredit des Jobs, 0 ohne Kredit); leer: keine Begrenzung.</translation>
    </message>
    <message>
        <source>Reservation budget</source>
        <translation>Reservierungsbudget</translation>
    </message>
    <message>
        <source>What the user may pay for holding the reservation. A formula over nodes, run (the estimate in s) and value (the job&apos;s credit, 0 without one); empty: no limit.</source>
        <translation>Was der Benutzer für das Halten der Reservierung zahlen darf. Eine Formel über nodes, run (die Laufzeitschätzung in s) und value (der Kredit des Jobs, 0 ohne Kredit); leer: keine Begrenzung.</translation>
    </message>
    <message>
        <source>Reservation price</source>
        <translation>Reservierungspreis</translation>
    </message>
    <message>
        <source>An offer&apos;s reservation cost as a share of its cost.</source>
        <translation>Die Reservierungskosten eines Angebots als Anteil an seinen Kosten.</translation>
    </message>
    <message>
        <source>Earliest start</source>
        <translation>Frühester Start</translation>
    </message>
    <message>
        <source>No offer starts sooner after the submission.</source>
        <translation>Kein Angebot startet früher nach der Einreichung.</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>The job must end within this many seconds of its submission; offers that end later are refused. A formula over nodes, run (the estimate in s) and value (the job&apos;s credit, 0 without one); empty: the job&apos;s own deadline if it is hard (a soft one may be missed).</source>
        <translation>Der Job muss innerhalb dieser Anzahl Sekunden nach seiner Einreichung enden; Angebote, die später enden, werden abgelehnt. Eine Formel über nodes, run (die Laufzeitschätzung in s) und value (der Kredit des Jobs, 0 ohne Kredit); leer: die eigene Frist des Jobs, wenn sie hart ist (eine weiche darf überschritten werden).</translation>
    </message>
    <message>
        <source>Minimum sites</source>
        <translation>Mindestanzahl Standorte</translation>
    </message>
    <message>
        <source>The fewest machines an offer may span.</source>
        <translation>Die kleinste Anzahl Maschinen, über die sich ein Angebot erstrecken darf.</translation>
    </message>
    <message>
        <source>Maximum sites</source>
        <translation>Höchstanzahl Standorte</translation>
    </message>
    <message>
        <source>The most machines a multi-site offer may span.</source>
        <translation>Die größte Anzahl Maschinen, über die sich ein Multi-Site-Angebot erstrecken darf.</translation>
    </message>
    <message>
        <source>Multi-site offers for</source>
        <translation>Multi-Site-Angebote für</translation>
    </message>
    <message>
        <source>too-wide: only jobs wider than every machine the request reached. pays: every job, so the user&apos;s utility decides whether running across machines pays.</source>
        <translation>too-wide: nur Jobs, die breiter sind als jede Maschine, die die Anfrage erreicht hat. pays: jeder Job, sodass der Nutzen des Benutzers entscheidet, ob sich maschinenübergreifendes Laufen lohnt.</translation>
    </message>
    <message>
        <source>Node set chosen by</source>
        <translation>Knotenmenge gewählt nach</translation>
    </message>
    <message>
        <source>Of the node sets built for a start time, the owner&apos;s cheapest (owner) or the one the user&apos;s utility ranks highest (user).</source>
        <translation>Von den für eine Startzeit gebildeten Knotenmengen die für den Eigentümer günstigste (owner) oder die, die der Nutzen des Benutzers am höchsten einstuft (user).</translation>
    </message>
    <message>
        <source>Node sets</source>
        <translation>Knotenmengen</translation>
    </message>
    <message>
        <source>buckets: nodes grouped by when their free time starts and ends. shrink: the free nodes in that order, one resource less at the front for each further set.</source>
        <translation>buckets: Knoten, gruppiert danach, wann ihre freie Zeit beginnt und endet. shrink: die freien Knoten in dieser Reihenfolge, mit einer Ressource weniger am Anfang für jede weitere Menge.</translation>
    </message>
    <message>
        <source>Reschedule keeping booked ends</source>
        <translation>Neu planen unter Beibehaltung gebuchter Enden</translation>
    </message>
    <message>
        <source>When jobs end early, every booked job asks its machines again for an earlier start, on any of their nodes, that ends no later than its booking: no guarantee given is broken.</source>
        <translation>Wenn Jobs früher enden, fragt jeder gebuchte Job seine Maschinen erneut nach einem früheren Start auf beliebigen ihrer Knoten, der nicht später endet als seine Buchung: Keine gegebene Garantie wird gebrochen.</translation>
    </message>
    <message>
        <source>Utility allocation with a knapsack (UM, UM+BF)</source>
        <translation>Nutzenbasierte Zuteilung mit einem Rucksackproblem (UM, UM+BF)</translation>
    </message>
    <message>
        <source>Utility</source>
        <translation>Nutzen</translation>
    </message>
    <message>
        <source>Period τ</source>
        <translation>Periode τ</translation>
    </message>
    <message>
        <source>Time between reallocations: 6, 9 or 30 h in ch. 4.</source>
        <translation>Zeit zwischen Neuzuteilungen: 6, 9 oder 30 h in Kap. 4.</translation>
    </message>
    <message>
        <source>Backfill between periods</source>
        <translation>Backfilling zwischen Perioden</translation>
    </message>
    <message>
        <source>UM+BF: start waiting tasks on nodes freed between periods, in arrival order.</source>
        <translation>UM+BF: wartende Tasks auf zwischen Perioden frei gewordenen Knoten starten, in Ankunftsreihenfolge.</translation>
    </message>
    <message>
        <source>Reallocate running tasks</source>
        <translation>Laufende Tasks neu zuteilen</translation>
    </message>
    <message>
        <source>Running tasks compete again every period and may be preempted, migrated or resized (chs. 4-6); off, a started task runs to its end where it is (ch. 7).</source>
        <translation>Laufende Tasks konkurrieren in jeder Periode erneut und können verdrängt, migriert oder in der Größe angepasst werden (Kap. 4-6); ausgeschaltet läuft ein gestarteter Task dort, wo er ist, bis zum Ende (Kap. 7).</translation>
    </message>
    <message>
        <source>Value weight w_v</source>
        <translation>Wertgewicht w_v</translation>
    </message>
    <message>
        <source>value-weight form (eq. 5.1): the share of the normalised credit; the rest is S5(ERT + NTCT). Sec. 5.1 recommends 0.5 to 0.7.</source>
        <translation>Form value-weight (Gl. 5.1): der Anteil des normierten Kredits; der Rest ist S5(ERT + NTCT). Abschn. 5.1 empfiehlt 0,5 bis 0,7.</translation>
    </message>
    <message>
        <source>NTCT weight w_n</source>
        <translation>NTCT-Gewicht w_n</translation>
    </message>
    <message>
        <source>ntct-weight form (eq. 5.3): the share of NTCT; the rest is ERT. Sec. 5.1 recommends 0.1.</source>
        <translation>Form ntct-weight (Gl. 5.3): der Anteil von NTCT; der Rest ist ERT. Abschn. 5.1 empfiehlt 0,1.</translation>
    </message>
    <message>
        <source>Shape k</source>
        <translation>Form k</translation>
    </message>
    <message>
        <source>shape form (eq. 5.4): the slope of U_k(ERT + NTCT); flat below about 1, best near 10 (sec. 5.1).</source>
        <translation>Form shape (Gl. 5.4): die Steigung von U_k(ERT + NTCT); flach unterhalb von etwa 1, am besten bei etwa 10 (Abschn. 5.1).</translation>
    </message>
    <message>
        <source>PB value weight</source>
        <translation>PB-Wertgewicht</translation>
    </message>
    <message>
        <source>pb form (eq. 5.7): w_v (design levels 0.2 and 0.8).</source>
        <translation>Form pb (Gl. 5.7): w_v (Versuchsplanstufen 0,2 und 0,8).</translation>
    </message>
    <message>
        <source>PB ERT weight</source>
        <translation>PB-ERT-Gewicht</translation>
    </message>
    <message>
        <source>pb form: w_ERT.</source>
        <translation>Form pb: w_ERT.</translation>
    </message>
    <message>
        <source>PB NTCT weight</source>
        <translation>PB-NTCT-Gewicht</translation>
    </message>
    <message>
        <source>pb form: w_NTCT.</source>
        <translation>Form pb: w_NTCT.</translation>
    </message>
    <message>
        <source>PB value shape</source>
        <translation>PB-Wertform</translation>
    </message>
    <message>
        <source>pb form: k_v (design levels 1 and 10).</source>
        <translation>Form pb: k_v (Versuchsplanstufen 1 und 10).</translation>
    </message>
    <message>
        <source>PB ERT shape</source>
        <translation>PB-ERT-Form</translation>
    </message>
    <message>
        <source>pb form: k_ERT.</source>
        <translation>Form pb: k_ERT.</translation>
    </message>
    <message>
        <source>PB NTCT shape</source>
        <translation>PB-NTCT-Form</translation>
    </message>
    <message>
        <source>pb form: k_NTCT.</source>
        <translation>Form pb: k_NTCT.</translation>
    </message>
    <message>
        <source>PB sigmoid</source>
        <translation>PB-Sigmoide</translation>
    </message>
    <message>
        <source>S_PB(k, x) = 2 / (exp(-k x) + 1) as printed (eq. 5.9, values from 1 to 2), or centred with the - 1 of the other sigmoids.</source>
        <translation>S_PB(k, x) = 2 / (exp(-k x) + 1) wie abgedruckt (Gl. 5.9, Werte von 1 bis 2) oder zentriert mit dem - 1 der anderen Sigmoiden.</translation>
    </message>
    <message>
        <source>FCFS over clusters</source>
        <translation>FCFS über Cluster</translation>
    </message>
    <message>
        <source>Min-min (earliest completion first)</source>
        <translation>Min-min (früheste Fertigstellung zuerst)</translation>
    </message>
    <message>
        <source>At every event, among the waiting tasks and the clusters that can start them now at their requested width, the task and cluster with the earliest completion (now + estimate / cluster speed) start; then the next, until nothing fits. Ties go to the earlier task, then the lower cluster. Non-preemptive; options are ignored (the thesis does not say which it offers min-min; ours: the requested width on every cluster).</source>
        <translation>Bei jedem Ereignis starten unter den wartenden Tasks und den Clustern, die sie jetzt mit ihrer angeforderten Breite starten können, der Task und der Cluster mit der frühesten Fertigstellung (jetzt + Laufzeitschätzung / Clustergeschwindigkeit); dann der nächste, bis nichts mehr passt. Bei Gleichstand entscheidet der frühere Task, dann der niedrigere Cluster. Nicht verdrängend; Optionen werden ignoriert (die Dissertation sagt nicht, welche Optionen sie min-min anbietet; hier: die angeforderte Breite auf jedem Cluster).</translation>
    </message>
    <message>
        <source>Vanderster (2008), ch. 4 (baseline m-m)</source>
        <translation>Vanderster (2008), Kap. 4 (Basisverfahren m-m)</translation>
    </message>
    <message>
        <source>FCFS with a random fault-tolerance option</source>
        <translation>FCFS mit zufälliger Fehlertoleranz-Option</translation>
    </message>
    <message>
        <source>Tasks start in arrival order, each in one of its options chosen uniformly at random among those whose cluster has enough free processors now (a replica needs twice its width); a task without options takes its own width on a random cluster that fits it. The first task that fits nowhere waits, and every task behind it too. Non-preemptive. With the options of ft-options (every cluster with no recovery, retry and replica) each technique is taken about a third of the time: the FCFS baseline of the fault-tolerance experiment.</source>
        <translation>Tasks starten in Ankunftsreihenfolge, jeder in einer seiner Optionen, gleichverteilt zufällig gewählt unter denen, deren Cluster jetzt genug freie Prozessoren hat (ein Replikat benötigt die doppelte Breite); ein Task ohne Optionen nimmt seine eigene Breite auf einem zufälligen Cluster, auf den er passt. Der erste Task, der nirgends passt, wartet, und jeder Task dahinter ebenfalls. Nicht verdrängend. Mit den Optionen von ft-options (jeder Cluster ohne Wiederherstellung, mit Wiederholung und mit Replikat) wird jede Technik in etwa einem Drittel der Fälle gewählt: das FCFS-Basisverfahren des Fehlertoleranz-Experiments.</translation>
    </message>
    <message>
        <source>Vanderster (2008), ch. 7 (baseline FCFS)</source>
        <translation>Vanderster (2008), Kap. 7 (Basisverfahren FCFS)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Seeds the random choice of option; the same seed gives the same schedule.</source>
        <translation>Seed für die Zufallswahl der Option; derselbe Seed ergibt denselben Ablaufplan.</translation>
    </message>
    <message>
        <source>QoS two-phase meta-scheduler (FCFS/EDF/LLF/SFTO/AFTO/WFQ/MMFS)</source>
        <translation>Zweiphasiger QoS-Meta-Scheduler (FCFS/EDF/LLF/SFTO/AFTO/WFQ/MMFS)</translation>
    </message>
    <message>
        <source>Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §2</source>
        <translation>Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §2</translation>
    </message>
    <message>
        <source>Ordering</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>fcfs arrival; edf deadline; llf least workload; sfto fair completion delta_i + w_i / r_i (eq. 6); afto fluid fair completion (eqs. 7-8); wfq per-user fair queueing (§2.3); mmfs max-min fair share assignment (§2.1.7).</source>
        <translation>fcfs Ankunft; edf Frist; llf geringste Arbeitslast; sfto faire Fertigstellung delta_i + w_i / r_i (Gl. 6); afto fluide faire Fertigstellung (Gl. 7-8); wfq faires Queueing je Benutzer (§2.3); mmfs Zuweisung nach Max-Min-fairem Anteil (§2.1.7).</translation>
    </message>
    <message>
        <source>Assignment</source>
        <translation>Zuweisung</translation>
    </message>
    <message>
        <source>ect earliest completion (eq. 5); est earliest start (§2.3); fcte fair completion phi (N_r + 1) / c_r (eqs. 15-16); adjusted-fcte completion under processor sharing (§2.2). Ignored with mmfs.</source>
        <translation>ect früheste Fertigstellung (Gl. 5); est frühester Start (§2.3); fcte faire Fertigstellung phi (N_r + 1) / c_r (Gl. 15-16); adjusted-fcte Fertigstellung unter Processor Sharing (§2.2). Wird bei mmfs ignoriert.</translation>
    </message>
    <message>
        <source>Gap filling</source>
        <translation>Lückenfüllung</translation>
    </message>
    <message>
        <source>Period P</source>
        <translation>Periode P</translation>
    </message>
    <message>
        <source>Batches at multiples of P: 5 s (FCTE, §2.2), 1 s (WFQ/EST, §2.3). 0: on-line.</source>
        <translation>Batches zu Vielfachen von P: 5 s (FCTE, §2.2), 1 s (WFQ/EST, §2.3). 0: online.</translation>
    </message>
    <message>
        <source>AFTO start</source>
        <translation>AFTO-Start</translation>
    </message>
    <message>
        <source>afto: a task joins the fluid at delta_i, or every task at once.</source>
        <translation>afto: Ein Task tritt bei delta_i in das Fluidmodell ein, oder jeder Task sofort.</translation>
    </message>
    <message>
        <source>AFTO rates</source>
        <translation>AFTO-Raten</translation>
    </message>
    <message>
        <source>afto: max-min over the remaining demands, or C shared by weight.</source>
        <translation>afto: Max-Min über die verbleibenden Anforderungen, oder C nach Gewicht aufgeteilt.</translation>
    </message>
    <message>
        <source>WFQ clock</source>
        <translation>WFQ-Uhr</translation>
    </message>
    <message>
        <source>wfq: virtual time of WFQ (dV/dt = 1 / sum of active shares) or self-clocked SCFQ (App. D).</source>
        <translation>wfq: virtuelle Zeit von WFQ (dV/dt = 1 / Summe der aktiven Anteile) oder selbstgetaktetes SCFQ (Anh. D).</translation>
    </message>
    <message>
        <source>Reject infeasible</source>
        <translation>Undurchführbare abweisen</translation>
    </message>
    <message>
        <source>Dispatch</source>
        <translation>Zuteilung</translation>
    </message>
    <message>
        <source>plan: each batch is assigned at once to processor plans (§2.1, §2.2); when-free: tasks wait in the ordering&apos;s queue across batches (wfq: one fair queue for the run, §2.3) and start only on processors idle at a batch instant, est the lowest-numbered idle one, ect the fastest. fcfs, edf, llf and wfq only; gap filling does not apply.</source>
        <translation>plan: Jeder Batch wird sofort Prozessorplänen zugewiesen (§2.1, §2.2); when-free: Tasks warten über Batches hinweg in der Warteschlange der Reihenfolge (wfq: eine faire Warteschlange für den Lauf, §2.3) und starten nur auf Prozessoren, die zu einem Batch-Zeitpunkt frei sind, est auf dem freien mit der niedrigsten Nummer, ect auf dem schnellsten. Nur fcfs, edf, llf und wfq; Lückenfüllung gilt nicht.</translation>
    </message>
    <message>
        <source>QoS guaranteed service and best effort (GS/BE)</source>
        <translation>QoS: garantierter Dienst und Best Effort (GS/BE)</translation>
    </message>
    <message>
        <source>Every machine is a resource with its own local queue, of the type resource-types gives it; every node is a CPU of the machine&apos;s speed (MIPS), and a task takes one CPU. The users of gs-users register at t = 0 where the admission test rho_k &lt;= C_r w_k / sum w holds for everyone. A task of class gs of a registered user goes to its resource on arrival when its leaky bucket (J(t) &lt;= sigma + rho t) lets it and its delay bound B = max(T, d) + (sigma + J_i^max) n_r / C_r + J_r^max / min C_rj (twice the last term behind a non-preemptive best-effort queue) is within its deadline; it is withheld while only the bucket stands in the way, and best effort otherwise. Best-effort tasks are scheduled every period, earliest deadline first, each to the resource with the least backlog (earliest start). Work w = the estimate, in MI on a 1 MIPS machine; d = 0 (the policy does not see data sizes).</source>
        <translation>Jede Maschine ist eine Ressource mit eigener lokaler Warteschlange, vom Typ, den resource-types ihr gibt; jeder Knoten ist eine CPU mit der Geschwindigkeit der Maschine (MIPS), und ein Task belegt eine CPU. Die Benutzer aus gs-users registrieren sich bei t = 0 dort, wo der Zulassungstest rho_k &lt;= C_r w_k / sum w für alle erfüllt ist. Ein Task der Klasse gs eines registrierten Benutzers geht bei Ankunft an die Ressource seines Benutzers, wenn sein Leaky Bucket (J(t) &lt;= sigma + rho t) ihn zulässt und seine Verzögerungsschranke B = max(T, d) + (sigma + J_i^max) n_r / C_r + J_r^max / min C_rj (der letzte Term doppelt hinter einer nicht verdrängenden Best-Effort-Warteschlange) innerhalb seiner Frist liegt; er wird zurückgehalten, solange nur der Bucket im Weg steht, und sonst als Best Effort behandelt. Best-Effort-Tasks werden in jeder Periode eingeplant, früheste Frist zuerst, jeder auf die Ressource mit dem geringsten Rückstau (frühester Start). Arbeit w = die Laufzeitschätzung, in MI auf einer 1-MIPS-Maschine; d = 0 (die Strategie sieht keine Datengrößen).</translation>
    </message>
    <message>
        <source>Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §3</source>
        <translation>Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §3</translation>
    </message>
    <message>
        <source>Resource types</source>
        <translation>Ressourcentypen</translation>
    </message>
    <message>
        <source>Preemptive priority</source>
        <translation>Verdrängende Priorität</translation>
    </message>
    <message>
        <source>gs-be-priority: a waiting guaranteed task preempts the best-effort task started last; it resumes later with its remaining work. D5.2&apos;s §3.3 runs are non-preemptive.</source>
        <translation>gs-be-priority: Ein wartender garantierter Task verdrängt den zuletzt gestarteten Best-Effort-Task; dieser wird später mit seiner Restarbeit fortgesetzt. Die Läufe in §3.3 von D5.2 sind nicht verdrängend.</translation>
    </message>
    <message>
        <source>Guaranteed users</source>
        <translation>Garantierte Benutzer</translation>
    </message>
    <message>
        <source>USER:RATE:BURST:MAXTASK[:WEIGHT[:UNTIL]],... in MIPS, MI and s: each user&apos;s declared long-term rate, burst and largest task (and, for dynamic registration, when it leaves). They register in this order at t = 0, each at the first GS-capable resource that admits it. Empty: every task is best effort.</source>
        <translation>USER:RATE:BURST:MAXTASK[:WEIGHT[:UNTIL]],... in MIPS, MI und s: die deklarierte Langzeitrate, der Burst und der größte Task jedes Benutzers (und, bei dynamischer Registrierung, wann er ausscheidet). Sie registrieren sich in dieser Reihenfolge bei t = 0, jeder bei der ersten GS-fähigen Ressource, die ihn zulässt. Leer: Jeder Task ist Best Effort.</translation>
    </message>
    <message>
        <source>Largest task J_r^max</source>
        <translation>Größter Task J_r^max</translation>
    </message>
    <message>
        <source>The largest task a resource takes from a guaranteed user, and from best effort on GS_BE resources; the last term of the delay bound. §3.3: 419,900,000 MI everywhere.</source>
        <translation>Der größte Task, den eine Ressource von einem garantierten Benutzer annimmt, und von Best Effort auf GS_BE-Ressourcen; der letzte Term der Verzögerungsschranke. §3.3: 419.900.000 MI überall.</translation>
    </message>
    <message>
        <source>Leaky bucket</source>
        <translation>Leaky Bucket</translation>
    </message>
    <message>
        <source>cumulative: (20) as written, J(t) &lt;= sigma + rho t since registration; token: a bucket of depth sigma refilled at rho (SchedLab&apos;s addition).</source>
        <translation>cumulative: (20) wie geschrieben, J(t) &lt;= sigma + rho t seit der Registrierung; token: ein Bucket der Tiefe sigma, mit rho nachgefüllt (Ergänzung von SchedLab).</translation>
    </message>
    <message>
        <source>Work accounting</source>
        <translation>Arbeitsabrechnung</translation>
    </message>
    <message>
        <source>How a task&apos;s work counts in its bucket when sizes are unknown (§3.4): exact (the estimate), conservative (J_i^max), conservative-feedback (J_i^max, corrected at completion), full-aggressive (nothing until completion).</source>
        <translation>Wie die Arbeit eines Tasks in seinem Bucket zählt, wenn die Größen unbekannt sind (§3.4): exact (die Laufzeitschätzung), conservative (J_i^max), conservative-feedback (J_i^max, bei Fertigstellung korrigiert), full-aggressive (nichts bis zur Fertigstellung).</translation>
    </message>
    <message>
        <source>Best-effort period</source>
        <translation>Best-Effort-Periode</translation>
    </message>
    <message>
        <source>Best-effort tasks are meta-scheduled at multiples of this period (§3.3: 1 s); 0: at once.</source>
        <translation>Best-Effort-Tasks werden zu Vielfachen dieser Periode meta-geplant (§3.3: 1 s); 0: sofort.</translation>
    </message>
    <message>
        <source>Registration</source>
        <translation>Registrierung</translation>
    </message>
    <message>
        <source>static: users stay registered for the whole run; dynamic: a user leaves at its UNTIL time and the others register again, in order (§3.3).</source>
        <translation>static: Benutzer bleiben für den ganzen Lauf registriert; dynamic: Ein Benutzer scheidet zu seinem UNTIL-Zeitpunkt aus, und die anderen registrieren sich erneut, der Reihe nach (§3.3).</translation>
    </message>
    <message>
        <source>Per-site Poisson streams (grid sites)</source>
        <translation>Poisson-Ströme je Standort (Grid-Standorte)</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004), sec. 3.4. Every site has its own Poisson stream of sequential jobs; site s gets jobs * speed_s / sum(speeds) jobs with mean inter-arrival g * sum(speeds) / speed_s, so all streams end at about the same time. Work ~ Exp(mean) in MI, written as the run time on a 1 MIPS machine; the origin site is the stream&apos;s site. Defaults: Case 1 (five sites of 500 MIPS), medium load (g = 105 s); Case 2 is 700,600,500,400,300 and Case 3 the reverse; heavy load g = 90 s, light 120 s. Each site draws from its own sub-stream of the seed.</source>
        <translation>Wiriyaprasit (2004), Abschn. 3.4. Jeder Standort hat seinen eigenen Poisson-Strom sequenzieller Jobs; Standort s erhält jobs * speed_s / sum(speeds) Jobs mit mittlerer Zwischenankunftszeit g * sum(speeds) / speed_s, sodass alle Ströme etwa zur gleichen Zeit enden. Arbeit ~ Exp(mean) in MI, geschrieben als Laufzeit auf einer 1-MIPS-Maschine; der Herkunftsstandort ist der Standort des Stroms. Standardwerte: Fall 1 (fünf Standorte mit 500 MIPS), mittlere Last (g = 105 s); Fall 2 ist 700,600,500,400,300 und Fall 3 die Umkehrung; hohe Last g = 90 s, niedrige 120 s. Jeder Standort zieht aus seinem eigenen Teilstrom des Seeds.</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004), sec. 3.4</source>
        <translation>Wiriyaprasit (2004), Abschn. 3.4</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Jobs of all sites together (the thesis: 4,400), split in proportion to the sites&apos; speeds.</source>
        <translation>Jobs aller Standorte zusammen (die Dissertation: 4.400), aufgeteilt im Verhältnis der Geschwindigkeiten der Standorte.</translation>
    </message>
    <message>
        <source>Seed of the random numbers (mt19937_64): the same seed and parameters give the same workload, byte for byte, on every machine.</source>
        <translation>Seed der Zufallszahlen (mt19937_64): Derselbe Seed und dieselben Parameter ergeben auf jeder Maschine byteweise denselben Workload.</translation>
    </message>
    <message>
        <source>Site speeds</source>
        <translation>Standortgeschwindigkeiten</translation>
    </message>
    <message>
        <source>Speed of each site in MIPS, comma-separated; one Poisson stream per site.</source>
        <translation>Geschwindigkeit jedes Standorts in MIPS, kommagetrennt; ein Poisson-Strom je Standort.</translation>
    </message>
    <message>
        <source>Mean inter-arrival g</source>
        <translation>Mittlere Zwischenankunftszeit g</translation>
    </message>
    <message>
        <source>Mean gap between arrivals of all sites together (90 s heavy, 105 s medium, 120 s light load).</source>
        <translation>Mittlerer Abstand zwischen Ankünften aller Standorte zusammen (90 s hohe, 105 s mittlere, 120 s niedrige Last).</translation>
    </message>
    <message>
        <source>Mean work</source>
        <translation>Mittlere Arbeit</translation>
    </message>
    <message>
        <source>Mean of the exponential job size (10^6 MI: 2,000 s at 500 MIPS).</source>
        <translation>Mittelwert der exponentialverteilten Jobgröße (10^6 MI: 2,000 s bei 500 MIPS).</translation>
    </message>
    <message>
        <source>Tick</source>
        <translation>Zeitraster</translation>
    </message>
    <message>
        <source>Tick of the workload&apos;s times; the thesis allows whole seconds.</source>
        <translation>Zeitraster der Zeiten der Workload; die Dissertation lässt ganze Sekunden zu.</translation>
    </message>
    <message>
        <source>Per-user QoS task streams (deadlines, data, service classes)</source>
        <translation>QoS-Taskströme pro Benutzer (Fristen, Daten, Dienstklassen)</translation>
    </message>
    <message>
        <source>Phosphorus D5.2 (2007), sec. 2.2.3 and 3. Each user submits a Poisson stream of one-CPU tasks; the jobs are split equally among the users. Work ~ Exp(mean) MI, written as the run time on a 1 MIPS machine; input and output sizes uniform in bytes; deadline = submission + U(min, max) seconds, soft (non-critical) unless hard is chosen. Optional per-user service classes (gs = guaranteed service, be = best effort, sec. 3) and weights (the share in fair sharing). Defaults: three users of 2,000 tasks at 12 tasks/s, 14,000 MI, 1,000..10,000 bytes, deadlines 10..20 s. Each user draws from its own sub-stream of the seed.</source>
        <translation>Phosphorus D5.2 (2007), Abschn. 2.2.3 und 3. Jeder Benutzer reicht einen Poisson-Strom von Tasks mit je einer CPU ein; die Jobs werden gleichmäßig auf die Benutzer aufgeteilt. Arbeit ~ Exp(mean) MI, angegeben als Laufzeit auf einer Maschine mit 1 MIPS; Eingabe- und Ausgabegrößen gleichverteilt in Bytes; Frist = Einreichung + U(min, max) Sekunden, weich (nicht kritisch), sofern nicht hart gewählt ist. Optionale Dienstklassen pro Benutzer (gs = garantierter Dienst, be = Best Effort, Abschn. 3) und Gewichte (der Anteil beim fairen Teilen). Voreinstellungen: drei Benutzer mit je 2,000 Tasks bei 12 Tasks/s, 14,000 MI, 1,000..10,000 Bytes, Fristen 10..20 s. Jeder Benutzer zieht aus seinem eigenen Teilstrom des Seeds.</translation>
    </message>
    <message>
        <source>Phosphorus D5.2 (2007), sec. 2.2.3 and 3</source>
        <translation>Phosphorus D5.2 (2007), Abschn. 2.2.3 und 3</translation>
    </message>
    <message>
        <source>Tasks of all users together (the deliverable: 2,000 per user).</source>
        <translation>Tasks aller Benutzer zusammen (das Deliverable: 2,000 pro Benutzer).</translation>
    </message>
    <message>
        <source>Users</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Users, one Poisson stream each.</source>
        <translation>Benutzer, mit je einem Poisson-Strom.</translation>
    </message>
    <message>
        <source>Arrival rate per user</source>
        <translation>Ankunftsrate pro Benutzer</translation>
    </message>
    <message>
        <source>Tasks per second of each user (the sweep: 12, 20, 25, 33, 40, 50, 55, 60, 65, 70).</source>
        <translation>Tasks pro Sekunde jedes Benutzers (die Parameterstudie: 12, 20, 25, 33, 40, 50, 55, 60, 65, 70).</translation>
    </message>
    <message>
        <source>Mean of the exponential task size.</source>
        <translation>Mittelwert der exponentialverteilten Taskgröße.</translation>
    </message>
    <message>
        <source>Smallest data</source>
        <translation>Kleinste Datenmenge</translation>
    </message>
    <message>
        <source>Input and output sizes are each uniform from this...</source>
        <translation>Eingabe- und Ausgabegröße sind jeweils gleichverteilt von diesem Wert ...</translation>
    </message>
    <message>
        <source>Largest data</source>
        <translation>Größte Datenmenge</translation>
    </message>
    <message>
        <source>...to this (whole bytes).</source>
        <translation>... bis zu diesem (ganze Bytes).</translation>
    </message>
    <message>
        <source>Shortest deadline</source>
        <translation>Kürzeste Frist</translation>
    </message>
    <message>
        <source>Deadlines are uniform from this many seconds after submission...</source>
        <translation>Fristen sind gleichverteilt von so vielen Sekunden nach der Einreichung ...</translation>
    </message>
    <message>
        <source>Longest deadline</source>
        <translation>Längste Frist</translation>
    </message>
    <message>
        <source>...to this many.</source>
        <translation>... bis zu so vielen.</translation>
    </message>
    <message>
        <source>Deadline kind</source>
        <translation>Art der Frist</translation>
    </message>
    <message>
        <source>soft: a miss is recorded and the task runs to its end (the deliverable&apos;s non-critical tasks); hard: it is dropped.</source>
        <translation>soft: Eine Fristüberschreitung wird erfasst und der Task läuft bis zu seinem Ende (die nicht kritischen Tasks des Deliverables); hard: Er wird verworfen.</translation>
    </message>
    <message>
        <source>Service classes</source>
        <translation>Dienstklassen</translation>
    </message>
    <message>
        <source>One class per user, comma-separated: gs (guaranteed service) or be (best effort), e.g. gs,gs,gs,be,be; empty writes none.</source>
        <translation>Eine Klasse pro Benutzer, durch Kommas getrennt: gs (garantierter Dienst) oder be (Best Effort), z. B. gs,gs,gs,be,be; leer schreibt keine.</translation>
    </message>
    <message>
        <source>User weights</source>
        <translation>Benutzergewichte</translation>
    </message>
    <message>
        <source>One positive weight per user, comma-separated (the share in fair sharing); empty writes none.</source>
        <translation>Ein positives Gewicht pro Benutzer, durch Kommas getrennt (der Anteil beim fairen Teilen); leer schreibt keine.</translation>
    </message>
    <message>
        <source>Tick of the workload&apos;s times: tasks arrive many times a second.</source>
        <translation>Zeitraster der Zeiten der Workload: Tasks treffen viele Male pro Sekunde ein.</translation>
    </message>
    <message>
        <source>Batch-Poisson task groups with normal deadlines (max-min fair share)</source>
        <translation>Batch-Poisson-Taskgruppen mit normalverteilten Fristen (Max-Min-fairer Anteil)</translation>
    </message>
    <message>
        <source>Phosphorus D5.2 (2007), sec. 2.1.10. Tasks arrive in groups of G, the groups as a Poisson process with mean gap rho * mu_D / beta (a window Xi = rho * mu_D holds beta groups; no input delay). Relative deadline D ~ N(mu_D, spread * mu_D), absolute deadline = submission + D; work w ~ N(mu_w, spread * mu_w) MI with mu_w = rho * C * mu_D / (beta * G), so that the demanded rates X_i = w_i / D_i of a window sum to rho * C (eq. 10). Normal draws are redrawn while not positive. Defaults: 50,000 tasks, 10 groups of 250 per window, C = 500 MIPS (500 processors of 1 MIPS), mu_D = 100 s, spreads 0.01 and 0.1; the deadline-variance variant sets the deadline spread to 1.</source>
        <translation>Phosphorus D5.2 (2007), Abschn. 2.1.10. Tasks treffen in Gruppen von G ein, die Gruppen als Poisson-Prozess mit mittlerem Abstand rho * mu_D / beta (ein Fenster Xi = rho * mu_D enthält beta Gruppen; keine Eingabeverzögerung). Relative Frist D ~ N(mu_D, spread * mu_D), absolute Frist = Einreichung + D; Arbeit w ~ N(mu_w, spread * mu_w) MI mit mu_w = rho * C * mu_D / (beta * G), sodass sich die geforderten Raten X_i = w_i / D_i eines Fensters zu rho * C summieren (Gl. 10). Normalverteilte Ziehungen werden wiederholt, solange sie nicht positiv sind. Voreinstellungen: 50,000 Tasks, 10 Gruppen zu 250 pro Fenster, C = 500 MIPS (500 Prozessoren mit 1 MIPS), mu_D = 100 s, Streuungen 0.01 und 0.1; die Variante mit hoher Fristvarianz setzt die Streuung der Frist auf 1.</translation>
    </message>
    <message>
        <source>Phosphorus D5.2 (2007), sec. 2.1.10</source>
        <translation>Phosphorus D5.2 (2007), Abschn. 2.1.10</translation>
    </message>
    <message>
        <source>Tasks in all (the deliverable: 2,500 per window x 20).</source>
        <translation>Tasks insgesamt (das Deliverable: 2,500 pro Fenster x 20).</translation>
    </message>
    <message>
        <source>Load rho</source>
        <translation>Last rho</translation>
    </message>
    <message>
        <source>Demanded rates over capacity, sum(X_i) / C (the deliverable: 0.25 .. 2.5).</source>
        <translation>Geforderte Raten im Verhältnis zur Kapazität, sum(X_i) / C (das Deliverable: 0.25 .. 2.5).</translation>
    </message>
    <message>
        <source>Group size G</source>
        <translation>Gruppengröße G</translation>
    </message>
    <message>
        <source>Tasks arriving together.</source>
        <translation>Gemeinsam eintreffende Tasks.</translation>
    </message>
    <message>
        <source>Groups per window beta</source>
        <translation>Gruppen pro Fenster beta</translation>
    </message>
    <message>
        <source>Groups in a window Xi = rho * mu_D.</source>
        <translation>Gruppen in einem Fenster Xi = rho * mu_D.</translation>
    </message>
    <message>
        <source>Capacity C</source>
        <translation>Kapazität C</translation>
    </message>
    <message>
        <source>Total capacity the load refers to (500 processors of 1 MIPS).</source>
        <translation>Gesamtkapazität, auf die sich die Last bezieht (500 Prozessoren mit 1 MIPS).</translation>
    </message>
    <message>
        <source>Mean deadline mu_D</source>
        <translation>Mittlere Frist mu_D</translation>
    </message>
    <message>
        <source>Mean relative deadline.</source>
        <translation>Mittlere relative Frist.</translation>
    </message>
    <message>
        <source>Deadline spread</source>
        <translation>Streuung der Frist</translation>
    </message>
    <message>
        <source>Standard deviation of the deadline over its mean (1 in the high-variance variant).</source>
        <translation>Standardabweichung der Frist im Verhältnis zu ihrem Mittelwert (1 in der Variante mit hoher Varianz).</translation>
    </message>
    <message>
        <source>Work spread</source>
        <translation>Streuung der Arbeit</translation>
    </message>
    <message>
        <source>Standard deviation of the work over its mean.</source>
        <translation>Standardabweichung der Arbeit im Verhältnis zu ihrem Mittelwert.</translation>
    </message>
    <message>
        <source>soft: a miss is recorded and the task runs to its end (E3 measures by how much); hard: it is dropped.</source>
        <translation>soft: Eine Fristüberschreitung wird erfasst und der Task läuft bis zu seinem Ende (E3 misst, um wie viel); hard: Er wird verworfen.</translation>
    </message>
    <message>
        <source>Tick of the workload&apos;s times; tasks last seconds.</source>
        <translation>Zeitraster der Zeiten der Workload; Tasks dauern Sekunden.</translation>
    </message>
    <message>
        <source>Periodic QoS users (fixed sizes and inter-arrivals, deadlines)</source>
        <translation>Periodische QoS-Benutzer (feste Größen und Zwischenankunftszeiten, Fristen)</translation>
    </message>
    <message>
        <source>Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §2.3.2 (experiment F3, Tables 4-5) and §3.3. User u submits one-CPU tasks of a fixed size w_u MI (the run time on a 1 MIPS machine) every g_u seconds, the first at t = 0, while t &lt; horizon x g_1. Every task has a soft (non-critical) deadline `deadline` seconds after submission and `data` bytes of input and of output. Optional jitter of the inter-arrivals (un5, un20, un50: uniform within +-5, 20, 50 %; mixed: -50 % .. +20 %) and exponential sizes of mean size-scale x w_u (for the gs users when classes are given, else for all). Defaults: F3&apos;s five users (U4&apos;s gap 5464 s) over 100 tasks of U1. The job count follows from the gaps.</source>
        <translation>Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §2.3.2 (Experiment F3, Tab. 4-5) und §3.3. Benutzer u reicht alle g_u Sekunden Tasks mit einer CPU und fester Größe w_u MI ein (die Laufzeit auf einer Maschine mit 1 MIPS), den ersten bei t = 0, solange t &lt; horizon x g_1. Jeder Task hat eine weiche (nicht kritische) Frist `deadline` Sekunden nach der Einreichung und `data` Bytes Eingabe und Ausgabe. Optional Schwankung der Zwischenankunftszeiten (un5, un20, un50: gleichverteilt innerhalb von +-5, 20, 50 %; mixed: -50 % .. +20 %) und exponentialverteilte Größen mit Mittelwert size-scale x w_u (für die gs-Benutzer, wenn Klassen angegeben sind, sonst für alle). Voreinstellungen: die fünf Benutzer von F3 (Abstand von U4 5464 s) über 100 Tasks von U1. Die Anzahl der Jobs ergibt sich aus den Abständen.</translation>
    </message>
    <message>
        <source>Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §2.3.2 and §3.3</source>
        <translation>Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §2.3.2 und §3.3</translation>
    </message>
    <message>
        <source>Task sizes</source>
        <translation>Taskgrößen</translation>
    </message>
    <message>
        <source>One task size per user in MI, comma-separated (F3: U1 .. U5).</source>
        <translation>Eine Taskgröße pro Benutzer in MI, durch Kommas getrennt (F3: U1 .. U5).</translation>
    </message>
    <message>
        <source>Inter-arrivals</source>
        <translation>Zwischenankunftszeiten</translation>
    </message>
    <message>
        <source>One inter-arrival per user in seconds, comma-separated (F3 varies U4&apos;s: 5464 .. 55).</source>
        <translation>Eine Zwischenankunftszeit pro Benutzer in Sekunden, durch Kommas getrennt (F3 variiert die von U4: 5464 .. 55).</translation>
    </message>
    <message>
        <source>One class per user, comma-separated: gs (guaranteed service) or be (best effort), e.g. gs,gs,gs,be,be (§3.3); empty writes none.</source>
        <translation>Eine Klasse pro Benutzer, durch Kommas getrennt: gs (garantierter Dienst) oder be (Best Effort), z. B. gs,gs,gs,be,be (§3.3); leer schreibt keine.</translation>
    </message>
    <message>
        <source>Deadlines</source>
        <translation>Fristen</translation>
    </message>
    <message>
        <source>Each task&apos;s deadline in seconds after its submission: one for every user (F3: 110) or one per user, comma-separated (F4: each guaranteed user&apos;s delay bound plus 10 s).</source>
        <translation>Frist jedes Tasks in Sekunden nach seiner Einreichung: eine für alle Benutzer (F3: 110) oder eine pro Benutzer, durch Kommas getrennt (F4: die Verzögerungsschranke jedes garantierten Benutzers plus 10 s).</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Input and output size of every task.</source>
        <translation>Eingabe- und Ausgabegröße jedes Tasks.</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>Horizont</translation>
    </message>
    <message>
        <source>Run length: every user submits while t &lt; horizon x g_1.</source>
        <translation>Lauflänge: Jeder Benutzer reicht ein, solange t &lt; horizon x g_1.</translation>
    </message>
    <message>
        <source>Stop times</source>
        <translation>Stoppzeiten</translation>
    </message>
    <message>
        <source>One time per user in seconds from which it submits nothing, comma-separated (§3.3: U1 stopping early); empty: every user submits to the end.</source>
        <translation>Eine Zeit pro Benutzer in Sekunden, ab der er nichts mehr einreicht, durch Kommas getrennt (§3.3: U1 hört früh auf); leer: Jeder Benutzer reicht bis zum Ende ein.</translation>
    </message>
    <message>
        <source>Inter-arrival jitter</source>
        <translation>Schwankung der Zwischenankunftszeiten</translation>
    </message>
    <message>
        <source>none: fixed gaps; un5, un20, un50: each gap uniform within +-5, 20, 50 %; mixed: -50 % .. +20 % (§3.3).</source>
        <translation>none: feste Abstände; un5, un20, un50: jeder Abstand gleichverteilt innerhalb von +-5, 20, 50 %; mixed: -50 % .. +20 % (§3.3).</translation>
    </message>
    <message>
        <source>Size distribution</source>
        <translation>Größenverteilung</translation>
    </message>
    <message>
        <source>fixed: every task of a user has its size; exp: exponential sizes (§3.3, S0/S-10/S-30), for the gs users when classes are given, else for all.</source>
        <translation>fixed: Jeder Task eines Benutzers hat dessen Größe; exp: exponentialverteilte Größen (§3.3, S0/S-10/S-30), für die gs-Benutzer, wenn Klassen angegeben sind, sonst für alle.</translation>
    </message>
    <message>
        <source>Size scale</source>
        <translation>Größenfaktor</translation>
    </message>
    <message>
        <source>exp: the mean size is this times the user&apos;s size (S0 1, S-10 0.9, S-30 0.7).</source>
        <translation>exp: Die mittlere Größe ist dieser Wert mal die Größe des Benutzers (S0 1, S-10 0.9, S-30 0.7).</translation>
    </message>
    <message>
        <source>Tick of the workload&apos;s times (U3&apos;s tasks run about half a second).</source>
        <translation>Zeitraster der Zeiten der Workload (die Tasks von U3 laufen etwa eine halbe Sekunde).</translation>
    </message>
    <message>
        <source>Bimodal task lengths with credit values and width options</source>
        <translation>Bimodale Tasklängen mit Kreditwerten und Breitenoptionen</translation>
    </message>
    <message>
        <source>Vanderster (2008), ch. 4 (the random workload of experiment 4.1) with the credits of ch. 4 and 5. Poisson arrivals (mean inter-arrival in hours, 0: every task at time 0); single-processor length from two normal modes, 50 % N(1 d, 12 h) and 50 % N(8 d, 2 d), redrawn while not positive; width uniform over the powers of two up to the largest cluster; run time = length / width. The credit of the widest option v ~ N(10, 4), redrawn below 0.1, is the job&apos;s value; the options are the widths P, P/2, .., P/2^h with value v * (width / P)^1.1 (the thesis&apos;s alpha, here the value exponent).</source>
        <translation>Vanderster (2008), Kap. 4 (die Zufalls-Workload von Experiment 4.1) mit den Krediten aus Kap. 4 und 5. Poisson-Ankünfte (mittlere Zwischenankunftszeit in Stunden, 0: jeder Task zum Zeitpunkt 0); Länge auf einem Prozessor aus zwei normalverteilten Moden, 50 % N(1 d, 12 h) und 50 % N(8 d, 2 d), neu gezogen, solange nicht positiv; Breite gleichverteilt über die Zweierpotenzen bis zum größten Cluster; Laufzeit = Länge / Breite. Der Kredit der breitesten Option v ~ N(10, 4), neu gezogen unter 0.1, ist der Wert des Jobs; die Optionen sind die Breiten P, P/2, .., P/2^h mit dem Wert v * (width / P)^1.1 (das alpha der Dissertation, hier der Wertexponent).</translation>
    </message>
    <message>
        <source>Vanderster (2008), ch. 4</source>
        <translation>Vanderster (2008), Kap. 4</translation>
    </message>
    <message>
        <source>Tasks to generate (the thesis: 2,000).</source>
        <translation>Zu erzeugende Tasks (die Dissertation: 2,000).</translation>
    </message>
    <message>
        <source>Mean inter-arrival</source>
        <translation>Mittlere Zwischenankunftszeit</translation>
    </message>
    <message>
        <source>Mean gap of the Poisson arrivals (the thesis: 0, 0.64, 1.60, 1.92, 6.40 h); 0 submits every task at time 0.</source>
        <translation>Mittlerer Abstand der Poisson-Ankünfte (die Dissertation: 0, 0.64, 1.60, 1.92, 6.40 h); 0 reicht jeden Task zum Zeitpunkt 0 ein.</translation>
    </message>
    <message>
        <source>Short share</source>
        <translation>Anteil kurz</translation>
    </message>
    <message>
        <source>Share of tasks whose length comes from the short mode.</source>
        <translation>Anteil der Tasks, deren Länge aus dem kurzen Modus stammt.</translation>
    </message>
    <message>
        <source>Short mean</source>
        <translation>Mittelwert kurz</translation>
    </message>
    <message>
        <source>Mean single-processor length of the short mode (1 d).</source>
        <translation>Mittlere Länge auf einem Prozessor im kurzen Modus (1 d).</translation>
    </message>
    <message>
        <source>Short deviation</source>
        <translation>Abweichung kurz</translation>
    </message>
    <message>
        <source>Its standard deviation (12 h).</source>
        <translation>Deren Standardabweichung (12 h).</translation>
    </message>
    <message>
        <source>Long mean</source>
        <translation>Mittelwert lang</translation>
    </message>
    <message>
        <source>Mean single-processor length of the long mode (8 d).</source>
        <translation>Mittlere Länge auf einem Prozessor im langen Modus (8 d).</translation>
    </message>
    <message>
        <source>Long deviation</source>
        <translation>Abweichung lang</translation>
    </message>
    <message>
        <source>Its standard deviation (2 d).</source>
        <translation>Deren Standardabweichung (2 d).</translation>
    </message>
    <message>
        <source>Largest width</source>
        <translation>Größte Breite</translation>
    </message>
    <message>
        <source>Widths are the powers of two up to this (the small grid&apos;s largest cluster: 32).</source>
        <translation>Die Breiten sind die Zweierpotenzen bis zu diesem Wert (größter Cluster des kleinen Grids: 32).</translation>
    </message>
    <message>
        <source>Halvings h</source>
        <translation>Halbierungen h</translation>
    </message>
    <message>
        <source>Options halve the width this many times (0: no options).</source>
        <translation>Die Optionen halbieren die Breite so oft (0: keine Optionen).</translation>
    </message>
    <message>
        <source>Credit mean</source>
        <translation>Mittlerer Kredit</translation>
    </message>
    <message>
        <source>Mean credit of the widest option.</source>
        <translation>Mittlerer Kredit der breitesten Option.</translation>
    </message>
    <message>
        <source>Credit deviation</source>
        <translation>Abweichung des Kredits</translation>
    </message>
    <message>
        <source>Standard deviation of that credit.</source>
        <translation>Standardabweichung dieses Kredits.</translation>
    </message>
    <message>
        <source>Smallest credit</source>
        <translation>Kleinster Kredit</translation>
    </message>
    <message>
        <source>Credits at or below this are drawn again.</source>
        <translation>Kredite bis einschließlich zu diesem Wert werden neu gezogen.</translation>
    </message>
    <message>
        <source>Value exponent beta_v</source>
        <translation>Wertexponent beta_v</translation>
    </message>
    <message>
        <source>A narrower option&apos;s value is v * (width / P)^beta_v.</source>
        <translation>Der Wert einer schmaleren Option ist v * (width / P)^beta_v.</translation>
    </message>
    <message>
        <source>Tick of the workload&apos;s times; lengths are days.</source>
        <translation>Zeitraster der Zeiten der Workload; Längen sind Tage.</translation>
    </message>
    <message>
        <source>Uniform task lengths with values up to the length</source>
        <translation>Gleichverteilte Tasklängen mit Werten bis zur Länge</translation>
    </message>
    <message>
        <source>Vanderster (2008), ch. 7, Table 7.2. One-processor tasks, all submitted at time 0 unless a mean inter-arrival is given (then Poisson); reference length L ~ U[0, max length] seconds (at least one tick) and credit v ~ U[0, L], drawn per task (the job&apos;s value). The thesis runs n = 10, 20, 40, 80, 160, 320 and 640 tasks.</source>
        <translation>Vanderster (2008), Kap. 7, Tab. 7.2. Tasks mit einem Prozessor, alle zum Zeitpunkt 0 eingereicht, sofern keine mittlere Zwischenankunftszeit angegeben ist (dann Poisson); Referenzlänge L ~ U[0, max length] Sekunden (mindestens ein Zeitrasterschritt) und Kredit v ~ U[0, L], pro Task gezogen (der Wert des Jobs). Die Dissertation rechnet mit n = 10, 20, 40, 80, 160, 320 und 640 Tasks.</translation>
    </message>
    <message>
        <source>Vanderster (2008), ch. 7, Table 7.2</source>
        <translation>Vanderster (2008), Kap. 7, Tab. 7.2</translation>
    </message>
    <message>
        <source>Tasks n (the thesis: 10 .. 640).</source>
        <translation>Tasks n (die Dissertation: 10 .. 640).</translation>
    </message>
    <message>
        <source>0 submits every task at time 0, as the thesis does; otherwise Poisson arrivals.</source>
        <translation>0 reicht jeden Task zum Zeitpunkt 0 ein, wie in der Dissertation; sonst Poisson-Ankünfte.</translation>
    </message>
    <message>
        <source>Longest length</source>
        <translation>Größte Länge</translation>
    </message>
    <message>
        <source>Lengths are uniform from 0 to this (a day).</source>
        <translation>Die Längen sind gleichverteilt von 0 bis zu diesem Wert (ein Tag).</translation>
    </message>
    <message>
        <source>Tick of the workload&apos;s times.</source>
        <translation>Zeitraster der Zeiten der Workload.</translation>
    </message>
    <message>
        <source>FCFS, PSRS, SMART and Garey &amp; Graham with and without backfilling on 256 nodes</source>
        <translation>FCFS, PSRS, SMART und Garey &amp; Graham mit und ohne Backfilling auf 256 Knoten</translation>
    </message>
    <message>
        <source>Source: Yahyapour (2002), PhD thesis, §2.8, Tables 2.4-2.7 (list scheduling orders with and without backfilling on 256 nodes). Workloads: the CTC SP2 trace on one machine of 256 nodes with the jobs wider than 256 removed (drop-wider:256), a probability-distributed workload of 50,000 jobs from the CTC model (256 nodes) and a randomized workload of 50,000 jobs (Table 2.3: uniform widths 1..256, limits 5 min-24 h); both are seed 1 and written once to the generated-workloads folder. The randomized workload offers about six times what 256 nodes can do, so its queue grows without end; conservative backfilling, which replans every waiting job whenever a job ends, would take hours per run there and is left out of those tables (said in their notes). Every workload runs once with the users&apos; estimates and once with exact run times (exact-estimates). Policies: FCFS (fcfs, conservative, easy), PSRS (psrs, psrs-cons, psrs-easy), SMART-FFIA and SMART-NFIW (smart-ffia[-cons|-easy], smart-nfiw[-cons|-easy]), each as a list scheduler, with conservative and with EASY backfilling, plus Garey &amp; Graham (list only: backfilling adds nothing to first fit). PSRS and SMART run twice: with weight=unit for the thesis&apos;s unweighted case and weight=area for its weighted case, as the thesis computed them. Tables per workload and estimate mode: ART (unweighted case), sum w (t - r) / n as the thesis prints its weighted case, and AWRT (weighted case), one row per policy family, columns list / conservative / EASY, each value with its improvement over FCFS with EASY backfilling on the same workload and estimates (positive = better). Quick: the first 3,000 CTC jobs and 2,000-job generated workloads, every policy and table kept.</source>
        <translation>Quelle: Yahyapour (2002), Dissertation, §2.8, Tab. 2.4-2.7 (Reihenfolgen des Listenschedulings mit und ohne Backfilling auf 256 Knoten). Workloads: der CTC-SP2-Trace auf einer Maschine mit 256 Knoten ohne die Jobs, die breiter als 256 sind (drop-wider:256), eine wahrscheinlichkeitsverteilte Workload von 50,000 Jobs aus dem CTC-Modell (256 Knoten) und eine randomisierte Workload von 50,000 Jobs (Tab. 2.3: gleichverteilte Breiten 1..256, Limits 5 min-24 h); beide mit Seed 1 und einmalig in den Ordner generated-workloads geschrieben. Die randomisierte Workload bietet etwa das Sechsfache dessen an, was 256 Knoten leisten können, sodass ihre Warteschlange unbegrenzt wächst; konservatives Backfilling, das bei jedem Jobende jeden wartenden Job neu plant, bräuchte dort Stunden pro Lauf und fehlt in diesen Tabellen (in deren Anmerkungen vermerkt). Jede Workload läuft einmal mit den Laufzeitschätzungen der Benutzer und einmal mit exakten Laufzeiten (exact-estimates). Strategien: FCFS (fcfs, conservative, easy), PSRS (psrs, psrs-cons, psrs-easy), SMART-FFIA und SMART-NFIW (smart-ffia[-cons|-easy], smart-nfiw[-cons|-easy]), jeweils als Listenscheduler, mit konservativem und mit EASY-Backfilling, dazu Garey &amp; Graham (nur als Liste: Backfilling fügt First Fit nichts hinzu). PSRS und SMART laufen zweimal: mit weight=unit für den ungewichteten Fall der Dissertation und mit weight=area für ihren gewichteten Fall, so wie die Dissertation sie berechnet hat. Tabellen pro Workload und Schätzmodus: ART (ungewichteter Fall), sum w (t - r) / n, wie die Dissertation ihren gewichteten Fall angibt, und AWRT (gewichteter Fall), eine Zeile pro Strategiefamilie, Spalten Liste / konservativ / EASY, jeder Wert mit seiner Verbesserung gegenüber FCFS mit EASY-Backfilling auf derselben Workload mit denselben Laufzeitschätzungen (positiv = besser). Schnellmodus: die ersten 3,000 CTC-Jobs und erzeugte Workloads mit 2,000 Jobs, alle Strategien und Tabellen beibehalten.</translation>
    </message>
    <message>
        <source>Preemptive FCFS (PFCFS) against FCFS and backfilling, month by month on CTC</source>
        <translation>Verdrängendes FCFS (PFCFS) gegen FCFS und Backfilling, Monat für Monat auf CTC</translation>
    </message>
    <message>
        <source>Source: Yahyapour (2002), PhD thesis, ch. 4 and Tables 4.3-4.5; Schwiegelshohn &amp; Yahyapour (1998), JSSPP. Workload: every calendar month of the CTC SP2 trace separately (month:YYYY-MM, in the trace&apos;s time zone, as a sweep&apos;s each-month set), each on an empty machine of 128 and of 256 nodes with the jobs wider than the machine removed (drop-wider:N) and the month rebased to start at 0 (rebase). Policies: FCFS (the reference), EASY and conservative backfilling, the presets PFCFS1, PFCFS2, PFCFS3, the best setting for the machine size (pfcfs-best128: x = 40 %, pfcfs-best256: x = 45 %, both n = 1, delta = 60 s), and pfcfs sweeps of one parameter at a time from its defaults (x = 50 %, n = 3, delta = 60 s, Delta = 600 s, s = 0, nothing starts during a gang cycle): n = 1, 2, 3, 10, 11 and x = 40, 45, 55, 60 %. Tables, per machine size: makespan (last completion - first submission of the month, Table 4.3), weighted completion time (sum w_i t_i with t_i from the month&apos;s first submission, Table 4.4), weighted flow time (sum w_i (t_i - r_i), Table 4.5) and the sum of flow times, one row per policy or setting, one column per month: the first row is FCFS&apos;s value, the others the improvement over FCFS in the same month on the same machine in percent (positive = better; the thesis prints the change, negative = better), a Sum column over the eleven months July 1996 to May 1997 (a ratio of sums, as the thesis&apos;s Sum rows), and the last column says in how many months the row beats FCFS. Quick: the first two calendar months, n = 1, 2 and x = 40 %, every other run kept.</source>
        <translation>Quelle: Yahyapour (2002), Dissertation, Kap. 4 und Tab. 4.3-4.5; Schwiegelshohn &amp; Yahyapour (1998), JSSPP. Workload: jeder Kalendermonat des CTC-SP2-Traces einzeln (month:YYYY-MM, in der Zeitzone des Traces, als Monatsmenge einer Parameterstudie), jeweils auf einer leeren Maschine mit 128 und mit 256 Knoten, ohne die Jobs, die breiter als die Maschine sind (drop-wider:N), und mit auf den Beginn 0 verschobenem Monat (rebase). Strategien: FCFS (die Referenz), EASY- und konservatives Backfilling, die Vorgaben PFCFS1, PFCFS2, PFCFS3, die beste Einstellung für die Maschinengröße (pfcfs-best128: x = 40 %, pfcfs-best256: x = 45 %, beide n = 1, delta = 60 s) sowie pfcfs-Parameterstudien über jeweils einen Parameter, ausgehend von seinen Voreinstellungen (x = 50 %, n = 3, delta = 60 s, Delta = 600 s, s = 0, während eines Gang-Zyklus startet nichts): n = 1, 2, 3, 10, 11 und x = 40, 45, 55, 60 %. Tabellen pro Maschinengröße: Makespan (letzte Fertigstellung - erste Einreichung des Monats, Tab. 4.3), gewichtete Fertigstellungszeit (sum w_i t_i mit t_i ab der ersten Einreichung des Monats, Tab. 4.4), gewichtete Flusszeit (sum w_i (t_i - r_i), Tab. 4.5) und die Summe der Flusszeiten, eine Zeile pro Strategie oder Einstellung, eine Spalte pro Monat: Die erste Zeile ist der Wert von FCFS, die anderen sind die Verbesserung gegenüber FCFS im selben Monat auf derselben Maschine in Prozent (positiv = besser; die Dissertation gibt die Änderung an, negativ = besser), eine Summenspalte über die elf Monate Juli 1996 bis Mai 1997 (ein Verhältnis von Summen, wie die Summenzeilen der Dissertation), und die letzte Spalte gibt an, in wie vielen Monaten die Zeile FCFS schlägt. Schnellmodus: die ersten beiden Kalendermonate, n = 1, 2 und x = 40 %, alle anderen Läufe beibehalten.</translation>
    </message>
    <message>
        <source>Local vs job sharing vs multi-site on m128 by multi-site overhead</source>
        <translation>Lokal vs. Job-Sharing vs. Multi-Site auf m128 nach Multi-Site-Overhead</translation>
    </message>
    <message>
        <source>Source: Yahyapour (2002), PhD thesis, §5.6-5.8, Tables 5.3 and 5.4 and Fig. 5.5. Workloads: the CTC extracts 10_20k, 30_40k and 60_70k (extract:NAME, 10,000 jobs each) and syn, 10,000 jobs of the CTC probability model (seed 1, written once to the generated-workloads folder); jobs go to the four sites round-robin (sites:round-robin). Platform m128 (4 x 128 nodes). Scenarios: local job processing (grid-local, EASY on every site), job sharing (grid-sharing: best fit, EASY on every machine) and multi-site (grid-multisite: job sharing plus co-allocation) with overhead p = 0, 5, ..., 60 %. Wide jobs (the thesis&apos;s modifications, §5.7.2): local processing splits them into parts of the local machine (1) and job sharing into parts of the largest machine (2); on m128 both give parts of 128 nodes, so the two run the same jobs; multi-site runs twice, keeping them whole (4, Tables 5.3 and 5.4) and split like job sharing (2, the setting of Fig. 5.5). Reference: EASY on one 512-node machine (m512) on the same extract, unsplit. Tables: AWRT per scenario and workload with its improvement over the m512 reference (positive = better), and the number of multi-site jobs and their share of the work per overhead. Quick: 10_20k and a 2,000-job syn, p = 0, 30, 60 %.</source>
        <translation>Quelle: Yahyapour (2002), Dissertation, §5.6-5.8, Tab. 5.3 und 5.4 und Abb. 5.5. Workloads: die CTC-Auszüge 10_20k, 30_40k und 60_70k (extract:NAME, je 10,000 Jobs) und syn, 10,000 Jobs des CTC-Wahrscheinlichkeitsmodells (Seed 1, einmalig in den Ordner generated-workloads geschrieben); die Jobs gehen reihum an die vier Standorte (sites:round-robin). Plattform m128 (4 x 128 Knoten). Szenarien: lokale Jobverarbeitung (grid-local, EASY an jedem Standort), Job-Sharing (grid-sharing: Best Fit, EASY auf jeder Maschine) und Multi-Site (grid-multisite: Job-Sharing plus Co-Allokation) mit Overhead p = 0, 5, ..., 60 %. Breite Jobs (die Modifikationen der Dissertation, §5.7.2): Die lokale Verarbeitung teilt sie in Teile der lokalen Maschine (1) und das Job-Sharing in Teile der größten Maschine (2); auf m128 ergeben beide Teile von 128 Knoten, sodass beide dieselben Jobs ausführen; Multi-Site läuft zweimal, einmal mit ungeteilten Jobs (4, Tab. 5.3 und 5.4) und einmal wie beim Job-Sharing geteilt (2, die Einstellung von Abb. 5.5). Referenz: EASY auf einer Maschine mit 512 Knoten (m512) auf demselben Auszug, ungeteilt. Tabellen: AWRT pro Szenario und Workload mit ihrer Verbesserung gegenüber der Referenz m512 (positiv = besser) sowie die Anzahl der Multi-Site-Jobs und ihr Anteil an der Arbeit pro Overhead. Schnellmodus: 10_20k und eine syn-Workload mit 2,000 Jobs, p = 0, 30, 60 %.</translation>
    </message>
    <message>
        <source>Job sharing and multi-site on the seven 512-node grid configurations</source>
        <translation>Job-Sharing und Multi-Site auf den sieben Grid-Konfigurationen mit 512 Knoten</translation>
    </message>
    <message>
        <source>Source: Yahyapour (2002), PhD thesis, §5.6-5.8 and Table 5.1 (the effect of the machine configuration). Workloads: the CTC extracts 10_20k, 30_40k, 60_70k and the 10,000-job syn workload of the CTC probability model (seed 1), jobs assigned to sites round-robin. Configurations m64, m64-8, m128, m256, m256-5 and m384 (512 nodes each, PlatformCatalog), with m512 as the reference (EASY on one machine of 512 nodes: job sharing and multi-site on a single machine are EASY). Scenarios: job sharing (grid-sharing, best fit, EASY per machine) with wide jobs split into parts of the configuration&apos;s largest machine (wide:largest, the thesis&apos;s modification 2 of §5.7.2, our choice: the split that loses the least parallelism while every part fits some machine), and multi-site (grid-multisite) with wide jobs unchanged (wide:keep) and overhead p = 0, so the configurations are compared by their shape alone (the grid-overhead study varies p). Tables: AWRT and AWWT per configuration, scenario and workload with the improvement over m512 (positive = better), and multi-site jobs with their share of the work. Quick: m64 and m128, 10_20k and a 2,000-job syn.</source>
        <translation>Quelle: Yahyapour (2002), Dissertation, §5.6-5.8 und Tab. 5.1 (der Einfluss der Maschinenkonfiguration). Workloads: die CTC-Auszüge 10_20k, 30_40k, 60_70k und die syn-Workload mit 10,000 Jobs des CTC-Wahrscheinlichkeitsmodells (Seed 1), Jobs reihum den Standorten zugewiesen. Konfigurationen m64, m64-8, m128, m256, m256-5 und m384 (je 512 Knoten, PlatformCatalog), mit m512 als Referenz (EASY auf einer Maschine mit 512 Knoten: Job-Sharing und Multi-Site auf einer einzelnen Maschine sind EASY). Szenarien: Job-Sharing (grid-sharing, Best Fit, EASY pro Maschine), wobei breite Jobs in Teile der größten Maschine der Konfiguration geteilt werden (wide:largest, Modifikation 2 der Dissertation aus §5.7.2, unsere Wahl: die Teilung, die am wenigsten Parallelität verliert, während jeder Teil auf irgendeine Maschine passt), und Multi-Site (grid-multisite) mit unveränderten breiten Jobs (wide:keep) und Overhead p = 0, sodass die Konfigurationen allein nach ihrer Form verglichen werden (die Studie grid-overhead variiert p). Tabellen: AWRT und AWWT pro Konfiguration, Szenario und Workload mit der Verbesserung gegenüber m512 (positiv = besser) sowie Multi-Site-Jobs mit ihrem Anteil an der Arbeit. Schnellmodus: m64 und m128, 10_20k und eine syn-Workload mit 2,000 Jobs.</translation>
    </message>
    <message>
        <source>Economic scheduling (MF/UF pairs) against multi-site scheduling, job sharing and EASY on m128 and m512</source>
        <translation>Ökonomisches Scheduling (MF/UF-Paare) gegen Multi-Site-Scheduling, Job-Sharing und EASY auf m128 und m512</translation>
    </message>
    <message>
        <source>Source: Yahyapour (2002), PhD thesis, ch. 6 (§6.3.3, §6.4, Fig. 6.9). Policies: economic (central market simulation, 4 candidate starts, 4 bucket combinations, multi-site offers without overhead; on m128 the featured pairs also with the thesis&apos;s domain model: each machine a domain, a request sent to the domain of its origin site, which asks the others through a directory, the user taking the best offer of each domain, then the best of those). Featured pairs MF1-UF1, MF1-UF2 and MF2-UF2 on every grid workload (the CTC extracts 10_20k, 30_40k and 60_70k, 10,000 jobs each, and syn, 10,000 jobs of the CTC probability model, seed 1), jobs assigned to sites round-robin, once with the trace&apos;s estimates and once with exact run times (the thesis does not say which it used). On m128 (4 x 128 nodes) the reference is multi-site scheduling without overhead (grid-multisite, overhead 0), the one the thesis names, with wide jobs kept whole for it and for the economic runs; job sharing (wide jobs split into parts of 128 nodes) is shown beside it. On m512 the reference is EASY. The owner and user function sweeps, every MF1..MF6 with UF3 and every UF1..UF5 with MF2, run on every whole workload and on the first 5,000 jobs of 10_20k (range:1:5000; the reproduction report&apos;s claims use these) against FCFS with EASY (job sharing on m128, wide jobs split for both; easy on m512): the economic policy prices many offers per job, 1.2 to 22 ms of CPU per job depending on the pair. Tables: AWRT of the featured pairs per workload, platform and estimate mode with the improvement over the reference (positive = better), the work share and utilization per machine of the featured pairs on syn, and AWRT, AWWT and per-machine shares of the sweeps. Quick: the first 500 jobs of 10_20k, the pair MF1-UF1 as featured and MF1-UF3, MF2-UF3, MF2-UF1 as sweeps. The full study also runs the featured pairs, centrally and with domains, on syn on m64, m64-8, m256, m256-5 and m384 against multi-site scheduling without overhead (Yahyapour (2002), Table 5.1).</source>
        <translation>Quelle: Yahyapour (2002), Dissertation, Kap. 6 (§6.3.3, §6.4, Abb. 6.9). Strategien: economic (zentrale Marktsimulation, 4 Kandidaten-Startzeiten, 4 Bucket-Kombinationen, Multi-Site-Angebote ohne Overhead; auf m128 die hervorgehobenen Paare auch mit dem Domänenmodell der Dissertation: jede Maschine eine Domäne, eine Anfrage geht an die Domäne ihres Ursprungsstandorts, die die anderen über ein Verzeichnis befragt, und der Benutzer nimmt das beste Angebot jeder Domäne und davon das beste). Hervorgehobene Paare MF1-UF1, MF1-UF2 und MF2-UF2 auf jeder Grid-Workload (die CTC-Auszüge 10_20k, 30_40k und 60_70k, je 10,000 Jobs, und syn, 10,000 Jobs des CTC-Wahrscheinlichkeitsmodells, Seed 1), Jobs reihum den Standorten zugewiesen, einmal mit den Laufzeitschätzungen des Traces und einmal mit exakten Laufzeiten (die Dissertation sagt nicht, welche sie verwendet hat). Auf m128 (4 x 128 Knoten) ist die Referenz Multi-Site-Scheduling ohne Overhead (grid-multisite, Overhead 0), die von der Dissertation genannte, wobei breite Jobs dafür und für die ökonomischen Läufe ungeteilt bleiben; Job-Sharing (breite Jobs in Teile von 128 Knoten geteilt) wird daneben gezeigt. Auf m512 ist die Referenz EASY. Die Parameterstudien über Eigentümer- und Benutzerfunktionen, jede von MF1..MF6 mit UF3 und jede von UF1..UF5 mit MF2, laufen auf jeder vollständigen Workload und auf den ersten 5,000 Jobs von 10_20k (range:1:5000; die Aussagen des Reproduktionsberichts stützen sich auf diese) gegen FCFS mit EASY (Job-Sharing auf m128, breite Jobs für beide geteilt; easy auf m512): Die ökonomische Strategie bepreist viele Angebote pro Job, je nach Paar 1.2 bis 22 ms CPU-Zeit pro Job. Tabellen: AWRT der hervorgehobenen Paare pro Workload, Plattform und Schätzmodus mit der Verbesserung gegenüber der Referenz (positiv = besser), Arbeitsanteil und Auslastung pro Maschine der hervorgehobenen Paare auf syn sowie AWRT, AWWT und Anteile pro Maschine der Parameterstudien. Schnellmodus: die ersten 500 Jobs von 10_20k, das Paar MF1-UF1 als hervorgehobenes und MF1-UF3, MF2-UF3, MF2-UF1 als Parameterstudien. Die vollständige Studie führt die hervorgehobenen Paare außerdem zentral und mit Domänen auf syn auf m64, m64-8, m256, m256-5 und m384 gegen Multi-Site-Scheduling ohne Overhead aus (Yahyapour (2002), Tab. 5.1).</translation>
    </message>
    <message>
        <source>Local-first sites under an MCT grid broker</source>
        <translation>Standorte mit lokalem Vorrang unter einem MCT-Grid-Broker</translation>
    </message>
    <message>
        <source>Source: Wiriyaprasit (2004), M.Eng. thesis, sec. 3.5, Figs 3.4-3.15: a grid broker places each job at the site with the minimum predicted completion time (grid-mct). Five sites A..E of four nodes (platforms wiriyaprasit-C-qN): Case 1 all 500 MIPS, Case 2 700 down to 300, Case 3 300 up to 700; in configuration Qn the first n sites serve their own jobs first (local-first queue), the others one FIFO queue. Workload: per-site Poisson streams of 4,400 one-node jobs of Exp(10^6 MI) (generate:site-poisson), g = 90 s (heavy, 111 % offered load), 105 s (medium) or 120 s (light); the middle 4,000 jobs are measured (evaluate:skip:200:200). Each cell averages 10 seeds, site means first. Tables per case and load, sites as columns and configurations as rows: ACT of each origin site, ALL, MaxACT, SD across sites (population), and the largest gain and loss of a site against Q0, in percent. Quick: heavy load, 2 seeds.</source>
        <translation>Quelle: Wiriyaprasit (2004), M.Eng.-Abschlussarbeit, Abschn. 3.5, Abb. 3.4-3.15: Ein Grid-Broker platziert jeden Job an dem Standort mit der kleinsten vorhergesagten Fertigstellungszeit (grid-mct). Fünf Standorte A..E mit je vier Knoten (Plattformen wiriyaprasit-C-qN): Fall 1 alle mit 500 MIPS, Fall 2 von 700 absteigend bis 300, Fall 3 von 300 aufsteigend bis 700; in Konfiguration Qn bedienen die ersten n Standorte zuerst ihre eigenen Jobs (Warteschlange mit lokalem Vorrang), die anderen eine einzige FIFO-Warteschlange. Workload: Poisson-Ströme pro Standort von 4,400 Jobs mit einem Knoten und Exp(10^6 MI) (generate:site-poisson), g = 90 s (hoch, 111 % angebotene Last), 105 s (mittel) oder 120 s (niedrig); gemessen werden die mittleren 4,000 Jobs (evaluate:skip:200:200). Jede Zelle mittelt über 10 Seeds, zuerst über die Standortmittelwerte. Tabellen pro Fall und Last, Standorte als Spalten und Konfigurationen als Zeilen: ACT jedes Ursprungsstandorts, ALL, MaxACT, SD über die Standorte (Grundgesamtheit) sowie der größte Gewinn und Verlust eines Standorts gegenüber Q0, in Prozent. Schnellmodus: hohe Last, 2 Seeds.</translation>
    </message>
    <message>
        <source>Adaptive weighted MCT against local-first sites</source>
        <translation>Adaptives gewichtetes MCT gegen Standorte mit lokalem Vorrang</translation>
    </message>
    <message>
        <source>Source: Wiriyaprasit (2004), sec. 4.1-4.3, Eq. 1, Figs 4.3-4.14: adaptive weighted MCT (grid-wmct, a = 1.3) weighs sites whose queue policy differs from the job&apos;s origin when the local-first sites have at least the single-queue sites&apos; power; elsewhere it is plain MCT. Five sites A..E of four nodes (platforms wiriyaprasit-C-qN): Case 1 all 500 MIPS, Case 2 700 down to 300, Case 3 300 up to 700; in configuration Qn the first n sites serve their own jobs first (local-first queue), the others one FIFO queue. Workload: per-site Poisson streams of 4,400 one-node jobs of Exp(10^6 MI) (generate:site-poisson), g = 90 s (heavy, 111 % offered load), 105 s (medium) or 120 s (light); the middle 4,000 jobs are measured (evaluate:skip:200:200). Each cell averages 10 seeds, site means first. Tables per case and load, sites as columns and configurations as rows: ACT of each origin site, ALL, MaxACT, SD across sites (population), and the largest gain and loss of a site against Q0, in percent. Quick: heavy load, 2 seeds.</source>
        <translation>Quelle: Wiriyaprasit (2004), Abschn. 4.1-4.3, Gl. 1, Abb. 4.3-4.14: Adaptives gewichtetes MCT (grid-wmct, a = 1.3) gewichtet Standorte, deren Warteschlangenstrategie sich von der des Ursprungsstandorts des Jobs unterscheidet, wenn die Standorte mit lokalem Vorrang mindestens die Leistung der Standorte mit einer einzigen Warteschlange haben; andernfalls ist es einfaches MCT. Fünf Standorte A..E mit je vier Knoten (Plattformen wiriyaprasit-C-qN): Fall 1 alle mit 500 MIPS, Fall 2 von 700 absteigend bis 300, Fall 3 von 300 aufsteigend bis 700; in Konfiguration Qn bedienen die ersten n Standorte zuerst ihre eigenen Jobs (Warteschlange mit lokalem Vorrang), die anderen eine einzige FIFO-Warteschlange. Workload: Poisson-Ströme pro Standort von 4,400 Jobs mit einem Knoten und Exp(10^6 MI) (generate:site-poisson), g = 90 s (hoch, 111 % angebotene Last), 105 s (mittel) oder 120 s (niedrig); gemessen werden die mittleren 4,000 Jobs (evaluate:skip:200:200). Jede Zelle mittelt über 10 Seeds, zuerst über die Standortmittelwerte. Tabellen pro Fall und Last, Standorte als Spalten und Konfigurationen als Zeilen: ACT jedes Ursprungsstandorts, ALL, MaxACT, SD über die Standorte (Grundgesamtheit) sowie der größte Gewinn und Verlust eines Standorts gegenüber Q0, in Prozent. Schnellmodus: hohe Last, 2 Seeds.</translation>
    </message>
    <message>
        <source>The weight a of adaptive weighted MCT</source>
        <translation>Das Gewicht a des adaptiven gewichteten MCT</translation>
    </message>
    <message>
        <source>Source: Wiriyaprasit (2004), sec. 4.2, Fig. 4.2: the SD of the site ACTs and the worst site&apos;s ACT for a = 1.0, 1.1, ..., 2.0 (a = 1 is plain MCT) under weighted MCT, Case 1, medium load, configurations Q3 and Q4 (the thesis does not say which it showed). Five sites of four 500-MIPS nodes; per-site Poisson streams of 4,400 one-node jobs, the middle 4,000 measured; 10 seeds per cell. Quick: a = 1, 1.3 and 2, 2 seeds.</source>
        <translation>Quelle: Wiriyaprasit (2004), Abschn. 4.2, Abb. 4.2: die SD der ACTs der Standorte und die ACT des schlechtesten Standorts für a = 1.0, 1.1, ..., 2.0 (a = 1 ist einfaches MCT) unter gewichtetem MCT, Fall 1, mittlere Last, Konfigurationen Q3 und Q4 (die Arbeit sagt nicht, welche sie gezeigt hat). Fünf Standorte mit je vier Knoten zu 500 MIPS; Poisson-Ströme pro Standort von 4,400 Jobs mit einem Knoten, die mittleren 4,000 gemessen; 10 Seeds pro Zelle. Schnellmodus: a = 1, 1.3 und 2, 2 Seeds.</translation>
    </message>
    <message>
        <source>Utility allocation on the random workload (experiment 4.1)</source>
        <translation>Nutzenbasierte Zuteilung auf der Zufalls-Workload (Experiment 4.1)</translation>
    </message>
    <message>
        <source>Fault-tolerant utility allocation (experiment 7)</source>
        <translation>Fehlertolerante nutzenbasierte Zuteilung (Experiment 7)</translation>
    </message>
    <message>
        <source>Max-min fair share scheduling of task groups (E1, E2, E3)</source>
        <translation>Scheduling von Taskgruppen nach Max-Min-fairen Anteilen (E1, E2, E3)</translation>
    </message>
    <message>
        <source>Fair completion time estimation (FCTE) against ECT</source>
        <translation>Faire Schätzung der Fertigstellungszeit (FCTE) gegen ECT</translation>
    </message>
    <message>
        <source>Fair queueing among users: WFQ/EST against EDF/EST (per-MI delay, E3)</source>
        <translation>Faires Queueing zwischen Benutzern: WFQ/EST gegen EDF/EST (Verzögerung pro MI, E3)</translation>
    </message>
    <message>
        <source>Guaranteed service against best effort (GB, GBE, GBP, BE)</source>
        <translation>Garantierter Dienst gegen Best Effort (GB, GBE, GBP, BE)</translation>
    </message>
    <message>
        <source>Source: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), sec. 3.3, Tables 7-9. Workload qos-periodic: guaranteed users U1, U2, U3 (419,900,000 / 71,383,000 / 419,900 MI every 546 / 3278 / 6010 s, registered at t = 0 in that order with rho = w / inter-arrival, sigma = 5 w, J_i^max = w) and best-effort users U4 (every 5464 .. 55 s) and U5 (every 5464 s), both with 419,900,000 MI tasks; 100 tasks of U1. Deadlines: each guaranteed user&apos;s delay bound in GB plus 10 s (the deliverable&apos;s 110 s cannot hold: a U1 task alone runs 538 s), best effort U1&apos;s. Resources phosphorus-f3 (one CPU of 780,000 / 520,000 / 260,000 MIPS) or phosphorus-f3-multi (30 / 20 / 10 CPUs of 26,000 MIPS); J_r^max = 419,900,000 MI. Policy qos-gsbe: GB = gs, gs, be; GBE = gs-be-equal twice, be; GBP = gs-be-priority (non-preemptive) twice, be; BE = be everywhere; best effort EDF to the least backlog every 1 s. With those deadlines GBP&apos;s non-preemptive bound (twice J_r^max / C in its last term) exceeds every guaranteed deadline, so GBP serves everything as best effort; the row &apos;GBP, D from its bound&apos; (SchedLab&apos;s addition) gives each guaranteed user its GBP bound plus 10 s instead. Variants at U4 = 1093 s: arrivals jittered uniformly +-5, 20, 50 % and -50 .. +20 % (5 seeds), and, under GBP with D from its bound, exponential guaranteed sizes of mean 100, 90 and 70 % of the declared size (S0, S-10, S-30) with each way of counting unknown work (exact, conservative, conservative + feedback, full aggressive); and GBE with U1 stopping at half the run (27,300 s), registered to the end (static) or leaving then (dynamic), U4 every 1093, 546 and 55 s. Quick: U4 every 5464, 1093 and 55 s, multi-CPU and registration at 1093 s, one seed.</source>
        <translation>Quelle: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), Abschn. 3.3, Tab. 7-9. Workload qos-periodic: garantierte Benutzer U1, U2, U3 (419,900,000 / 71,383,000 / 419,900 MI alle 546 / 3278 / 6010 s, bei t = 0 in dieser Reihenfolge registriert mit rho = w / Zwischenankunftszeit, sigma = 5 w, J_i^max = w) und Best-Effort-Benutzer U4 (alle 5464 .. 55 s) und U5 (alle 5464 s), beide mit Tasks von 419,900,000 MI; 100 Tasks von U1. Fristen: die Verzögerungsschranke jedes garantierten Benutzers unter GB plus 10 s (die 110 s des Deliverables sind nicht einzuhalten: Ein Task von U1 allein läuft 538 s), für Best Effort die von U1. Ressourcen phosphorus-f3 (eine CPU mit 780,000 / 520,000 / 260,000 MIPS) oder phosphorus-f3-multi (30 / 20 / 10 CPUs mit 26,000 MIPS); J_r^max = 419,900,000 MI. Strategie qos-gsbe: GB = gs, gs, be; GBE = zweimal gs-be-equal, be; GBP = zweimal gs-be-priority (nicht verdrängend), be; BE = überall be; Best Effort per EDF an die Ressource mit dem geringsten Rückstau alle 1 s. Mit diesen Fristen übersteigt die nicht verdrängende Schranke von GBP (zweimal J_r^max / C in ihrem letzten Term) jede garantierte Frist, sodass GBP alles als Best Effort bedient; die Zeile &apos;GBP, D from its bound&apos; (eine Ergänzung von SchedLab) gibt stattdessen jedem garantierten Benutzer seine GBP-Schranke plus 10 s. Varianten bei U4 = 1093 s: Ankünfte mit gleichverteilter Schwankung von +-5, 20, 50 % und -50 .. +20 % (5 Seeds) sowie unter GBP mit D aus seiner Schranke exponentialverteilte garantierte Größen mit Mittelwert 100, 90 und 70 % der angegebenen Größe (S0, S-10, S-30) mit jeder Art, unbekannte Arbeit zu zählen (exakt, konservativ, konservativ + Rückkopplung, voll aggressiv); und GBE mit U1, das nach der Hälfte des Laufs (27,300 s) aufhört, bis zum Ende registriert (statisch) oder dann abgemeldet (dynamisch), U4 alle 1093, 546 und 55 s. Schnellmodus: U4 alle 5464, 1093 und 55 s, Multi-CPU und Registrierung bei 1093 s, ein Seed.</translation>
    </message>
    <message>
        <source>CTC IBM SP2 batch partition, 338 nodes (PWA header: &quot;338 batch nodes&quot;)</source>
        <translation>CTC IBM SP2, Batch-Partition, 338 Knoten (PWA-Header: &quot;338 batch nodes&quot;)</translation>
    </message>
    <message>
        <source>CTC IBM SP2, 430-node batch partition as simulated in the thesis</source>
        <translation>CTC IBM SP2, Batch-Partition mit 430 Knoten, wie in der Dissertation simuliert</translation>
    </message>
    <message>
        <source>Grid: 4 x 64 + 6 x 32 + 8 x 8 nodes (512, largest 64)</source>
        <translation>Grid: 4 x 64 + 6 x 32 + 8 x 8 Knoten (512, größte Maschine 64)</translation>
    </message>
    <message>
        <source>Grid: 8 x 64 nodes (512, largest 64)</source>
        <translation>Grid: 8 x 64 Knoten (512, größte Maschine 64)</translation>
    </message>
    <message>
        <source>Grid: 4 x 128 nodes (512, largest 128)</source>
        <translation>Grid: 4 x 128 Knoten (512, größte Maschine 128)</translation>
    </message>
    <message>
        <source>Grid: 2 x 256 nodes (512, largest 256)</source>
        <translation>Grid: 2 x 256 Knoten (512, größte Maschine 256)</translation>
    </message>
    <message>
        <source>Grid: 1 x 256 + 4 x 64 nodes (512, largest 256)</source>
        <translation>Grid: 1 x 256 + 4 x 64 Knoten (512, größte Maschine 256)</translation>
    </message>
    <message>
        <source>Grid: 1 x 384 + 1 x 64 + 4 x 16 nodes (512, largest 384)</source>
        <translation>Grid: 1 x 384 + 1 x 64 + 4 x 16 Knoten (512, größte Maschine 384)</translation>
    </message>
    <message>
        <source>Grid reference: one machine of 512 nodes</source>
        <translation>Grid-Referenz: eine Maschine mit 512 Knoten</translation>
    </message>
    <message>
        <source>Utility grid, small: clusters of 4, 8, 16 and 32 CPUs (60)</source>
        <translation>Nutzen-Grid, klein: Cluster mit 4, 8, 16 und 32 CPUs (60)</translation>
    </message>
    <message>
        <source>Utility grid, medium: clusters of 16, 16, 32 and 128 CPUs (192)</source>
        <translation>Nutzen-Grid, mittel: Cluster mit 16, 16, 32 und 128 CPUs (192)</translation>
    </message>
    <message>
        <source>Utility grid, large: clusters of 32, 64, 128 and 256 CPUs (480)</source>
        <translation>Nutzen-Grid, groß: Cluster mit 32, 64, 128 und 256 CPUs (480)</translation>
    </message>
    <message>
        <source>QoS grid: 7 resources of 30 CPUs at 10,000 MIPS (210)</source>
        <translation>QoS-Grid: 7 Ressourcen mit 30 CPUs zu 10,000 MIPS (210)</translation>
    </message>
    <message>
        <source>QoS grid F3: single CPUs of 780,000, 520,000 and 260,000 MIPS (3)</source>
        <translation>QoS-Grid F3: einzelne CPUs mit 780,000, 520,000 und 260,000 MIPS (3)</translation>
    </message>
    <message>
        <source>QoS grid F3, multi-CPU: 30, 20 and 10 CPUs at 26,000 MIPS (60)</source>
        <translation>QoS-Grid F3, Multi-CPU: 30, 20 und 10 CPUs zu 26,000 MIPS (60)</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 1 (all sites 500 MIPS), Q0: no local-first site</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 1 (alle Standorte 500 MIPS), Q0: kein Standort mit lokalem Vorrang</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 1 (all sites 500 MIPS), Q1: local-first at A</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 1 (alle Standorte 500 MIPS), Q1: lokaler Vorrang bei A</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 1 (all sites 500 MIPS), Q2: local-first at A..B</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 1 (alle Standorte 500 MIPS), Q2: lokaler Vorrang bei A..B</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 1 (all sites 500 MIPS), Q3: local-first at A..C</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 1 (alle Standorte 500 MIPS), Q3: lokaler Vorrang bei A..C</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 1 (all sites 500 MIPS), Q4: local-first at A..D</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 1 (alle Standorte 500 MIPS), Q4: lokaler Vorrang bei A..D</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 1 (all sites 500 MIPS), Q5: local-first at A..E</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 1 (alle Standorte 500 MIPS), Q5: lokaler Vorrang bei A..E</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 2 (700 to 300 MIPS), Q0: no local-first site</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 2 (700 bis 300 MIPS), Q0: kein Standort mit lokalem Vorrang</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 2 (700 to 300 MIPS), Q1: local-first at A</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 2 (700 bis 300 MIPS), Q1: lokaler Vorrang bei A</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 2 (700 to 300 MIPS), Q2: local-first at A..B</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 2 (700 bis 300 MIPS), Q2: lokaler Vorrang bei A..B</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 2 (700 to 300 MIPS), Q3: local-first at A..C</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 2 (700 bis 300 MIPS), Q3: lokaler Vorrang bei A..C</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 2 (700 to 300 MIPS), Q4: local-first at A..D</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 2 (700 bis 300 MIPS), Q4: lokaler Vorrang bei A..D</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 2 (700 to 300 MIPS), Q5: local-first at A..E</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 2 (700 bis 300 MIPS), Q5: lokaler Vorrang bei A..E</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 3 (300 to 700 MIPS), Q0: no local-first site</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 3 (300 bis 700 MIPS), Q0: kein Standort mit lokalem Vorrang</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 3 (300 to 700 MIPS), Q1: local-first at A</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 3 (300 bis 700 MIPS), Q1: lokaler Vorrang bei A</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 3 (300 to 700 MIPS), Q2: local-first at A..B</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 3 (300 bis 700 MIPS), Q2: lokaler Vorrang bei A..B</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 3 (300 to 700 MIPS), Q3: local-first at A..C</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 3 (300 bis 700 MIPS), Q3: lokaler Vorrang bei A..C</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 3 (300 to 700 MIPS), Q4: local-first at A..D</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 3 (300 bis 700 MIPS), Q4: lokaler Vorrang bei A..D</translation>
    </message>
    <message>
        <source>Wiriyaprasit (2004) grid, 5 x 4 nodes, case 3 (300 to 700 MIPS), Q5: local-first at A..E</source>
        <translation>Grid nach Wiriyaprasit (2004), 5 x 4 Knoten, Fall 3 (300 bis 700 MIPS), Q5: lokaler Vorrang bei A..E</translation>
    </message>
    <message>
        <source>One per machine, or one for all: gs (guaranteed tasks, fair queue), be (best effort, FCFS), gs-be-equal (a best-effort task joins the fair queue as a temporary user of weight 1, if every registered user keeps its rate; else it is rejected), gs-be-priority (guaranteed queue strictly first). Empty: each machine&apos;s QoS type in the platform, gs-be-priority where it has none.</source>
        <translation>Einer pro Maschine oder einer für alle: gs (garantierte Tasks, faire Warteschlange), be (Best Effort, FCFS), gs-be-equal (ein Best-Effort-Task tritt der fairen Warteschlange als temporärer Benutzer mit Gewicht 1 bei, wenn jeder registrierte Benutzer seine Rate behält; sonst wird er abgewiesen), gs-be-priority (garantierte Warteschlange strikt zuerst). Leer: der QoS-Typ jeder Maschine aus der Plattform, gs-be-priority, wo sie keinen hat.</translation>
    </message>
    <message>
        <source>Max-min fair share variants: deadline and work spread, processors, capacities (E1, E2, E3)</source>
        <translation>Varianten der Max-Min-fairen Anteile: Streuung von Frist und Arbeit, Prozessoren, Kapazitäten (E1, E2, E3)</translation>
    </message>
    <message>
        <source>Source: Vanderster (2008), PhD thesis, ch. 7, Tables 7.1-7.2. The medium grid (clusters of 16, 16, 32 and 128 CPUs) with cluster speeds drawn from U[0.5, 1.5] per seed (vanderster-medium-speeds-SEED); n = 10, 20, 40, 80, 160, 320 and 640 one-processor tasks at t = 0 (generate:utility-values: length L ~ U[0, 86400] s, credit v ~ U[0, L]), each with 12 options (ft-options:4:SEED: every cluster with no recovery, retry and replication, fault probability N(0.1, 0.05) per task and cluster, redrawn outside (0, 1)). Schemes: FCFS (ft-fcfs, a random option among those that fit) and the utility allocation without preemption every 100 s with Value, Value/Cost and Value/ERT. 100 seeds (the thesis: 1000). Tables with n as columns, means over the seeds with their standard errors: % of tasks faulted, % failed, profit share (credit of the completed tasks / all credit) and the value-delay correlation; and the share of tasks run with no recovery, retry and a replica at n = 160. Quick: n = 20 and 160, 3 seeds.</source>
        <translation>Quelle: Vanderster (2008), Dissertation, Kap. 7, Tab. 7.1-7.2. Das mittlere Grid (Cluster mit 16, 16, 32 und 128 CPUs) mit pro Seed aus U[0.5, 1.5] gezogenen Cluster-Geschwindigkeiten (vanderster-medium-speeds-SEED); n = 10, 20, 40, 80, 160, 320 und 640 Tasks mit einem Prozessor bei t = 0 (generate:utility-values: Länge L ~ U[0, 86400] s, Kredit v ~ U[0, L]), jeder mit 12 Optionen (ft-options:4:SEED: jeder Cluster ohne Wiederherstellung, mit Wiederholung und mit Replikation, Ausfallwahrscheinlichkeit N(0.1, 0.05) pro Task und Cluster, außerhalb von (0, 1) neu gezogen). Verfahren: FCFS (ft-fcfs, eine zufällige Option unter den passenden) und die nutzenbasierte Zuteilung ohne Verdrängung alle 100 s mit Value, Value/Cost und Value/ERT. 100 Seeds (die Dissertation: 1000). Tabellen mit n als Spalten, Mittelwerte über die Seeds mit ihren Standardfehlern: % der Tasks mit Ausfall, % fehlgeschlagen, Gewinnanteil (Kredit der abgeschlossenen Tasks / gesamter Kredit) und die Korrelation von Wert und Verzögerung; sowie der Anteil der Tasks, die bei n = 160 ohne Wiederherstellung, mit Wiederholung und mit einem Replikat liefen. Schnellmodus: n = 20 und 160, 3 Seeds.</translation>
    </message>
    <message>
        <source>Gang scheduling (time slices over clusters)</source>
        <translation>Gang-Scheduling (Zeitscheiben über Cluster)</translation>
    </message>
    <message>
        <source>The processors are shared in time by slices. Each task, in arrival order at its requested width, joins the first slice with room for it on some cluster (clusters in platform order), else a new slice. One slice runs at a time: every slice length tau its tasks are suspended and the next slice&apos;s tasks resume on the processors they had. A slice whose tasks have all ended leaves the rotation. Options are ignored. The thesis only names the scheme; ours packs first fit, never moves a task, and by default neither bounds the slices nor charges a switch.</source>
        <translation>Die Prozessoren werden zeitlich in Scheiben geteilt. Jeder Task tritt in Ankunftsreihenfolge mit seiner angeforderten Breite der ersten Scheibe bei, die auf einem Cluster Platz für ihn hat (Cluster in der Reihenfolge der Plattform), sonst einer neuen Scheibe. Es läuft immer nur eine Scheibe: nach jeder Scheibenlänge tau werden ihre Tasks angehalten, und die Tasks der nächsten Scheibe laufen auf den Prozessoren weiter, die sie hatten. Eine Scheibe, deren Tasks alle beendet sind, scheidet aus der Rotation aus. Optionen werden ignoriert. Die Dissertation nennt das Verfahren nur; hier wird nach First Fit gepackt, kein Task wird verschoben, und standardmäßig ist die Zahl der Scheiben unbegrenzt und ein Wechsel kostet nichts.</translation>
    </message>
    <message>
        <source>Vanderster (2008), ch. 4 (baseline Gang(tau))</source>
        <translation>Vanderster (2008), Kap. 4 (Basisverfahren Gang(tau))</translation>
    </message>
    <message>
        <source>Slice length τ</source>
        <translation>Scheibenlänge τ</translation>
    </message>
    <message>
        <source>How long a slice runs before the next one&apos;s turn (the thesis&apos;s 6, 9 and 30 h in ch. 4).</source>
        <translation>Wie lange eine Scheibe läuft, bevor die nächste an der Reihe ist (in der Dissertation 6, 9 und 30 h, Kap. 4).</translation>
    </message>
    <message>
        <source>Switch cost</source>
        <translation>Wechselkosten</translation>
    </message>
    <message>
        <source>Added to a task&apos;s remaining time each time it resumes (saving and restoring its state).</source>
        <translation>Wird bei jeder Fortsetzung zur Restlaufzeit eines Tasks addiert (Sichern und Wiederherstellen seines Zustands).</translation>
    </message>
    <message>
        <source>Most slices</source>
        <translation>Höchstzahl der Scheiben</translation>
    </message>
    <message>
        <source>The multiprogramming level: at most this many slices (0: no bound). A task that fits in none waits, and so does every task behind it.</source>
        <translation>Der Multiprogramming-Grad: höchstens so viele Scheiben (0: unbegrenzt). Ein Task, der in keine passt, wartet, und jeder Task dahinter ebenfalls.</translation>
    </message>
    <message>
        <source>Source: Vanderster (2008), PhD thesis, sec. 4.3-4.4, experiment 4.1. The small grid (clusters of 4, 8, 16 and 32 CPUs, vanderster-small); 2000 tasks of the random bimodal workload (generate:utility-bimodal: single-processor lengths 50 % N(1 d, 12 h) and 50 % N(8 d, 2 d), widths powers of two up to 32 with two halvings as options, credits N(10, 4) with value exponent 1.1), mean inter-arrival 0, 0.64, 1.60, 1.92 and 6.40 h. Schemes: FCFS (cluster-fcfs), BF (grid-sharing, first fit), min-min, Gang(tau) (gang) with slices of 6, 9 and 30 h, and UM and UM+BF with utilities P1-P5 at periods of 6, 9 and 30 h. 10 seeds per cell. Tables per inter-arrival time: overall completion time, mean response and mean startup delay in hours, and the Pearson correlation of credit with startup delay (eq. 4.12; -1 ideal) and with speedup against FCFS on the same workload (sec. 4.4; a paired FCFS run is made with every run; positive good), means over the seeds with their standard errors. Quick: 300 tasks, inter-arrival 0 and 1.60 h, period 6 h, one seed.</source>
        <translation>Quelle: Vanderster (2008), Dissertation, Abschn. 4.3-4.4, Experiment 4.1. Das kleine Grid (Cluster mit 4, 8, 16 und 32 CPUs, vanderster-small); 2000 Tasks der bimodalen Zufalls-Workload (generate:utility-bimodal: Längen auf einem Prozessor 50 % N(1 d, 12 h) und 50 % N(8 d, 2 d), Breiten Zweierpotenzen bis 32 mit zwei Halbierungen als Optionen, Kredite N(10, 4) mit Wertexponent 1.1), mittlere Zwischenankunftszeit 0, 0.64, 1.60, 1.92 und 6.40 h. Verfahren: FCFS (cluster-fcfs), BF (grid-sharing, First Fit), min-min, Gang(tau) (gang) mit Scheiben von 6, 9 und 30 h sowie UM und UM+BF mit den Nutzenfunktionen P1-P5 bei Perioden von 6, 9 und 30 h. 10 Seeds pro Zelle. Tabellen pro Zwischenankunftszeit: gesamte Fertigstellungszeit, mittlere Antwortzeit und mittlere Startverzögerung in Stunden sowie die Pearson-Korrelation des Kredits mit der Startverzögerung (Gl. 4.12; -1 ideal) und mit der Beschleunigung gegenüber FCFS auf derselben Workload (Abschn. 4.4; zu jedem Lauf wird ein gepaarter FCFS-Lauf gerechnet; positiv ist gut), Mittelwerte über die Seeds mit ihren Standardfehlern. Schnellmodus: 300 Tasks, Zwischenankunftszeit 0 und 1.60 h, Periode 6 h, ein Seed.</translation>
    </message>
    <message>
        <source>Condor-G style broker (GridX1 ranks and throttle)</source>
        <translation>Broker im Stil von Condor-G (Ränge und Drossel von GridX1)</translation>
    </message>
    <message>
        <source>Vanderster (2008), ch. 3 (GridX1 resource broker, eqs. 3.2-3.5, Fig. 3.3)</source>
        <translation>Vanderster (2008), Kap. 3 (Ressourcenbroker von GridX1, Gl. 3.2-3.5, Abb. 3.3)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Ad period</source>
        <translation>Anzeigeperiode</translation>
    </message>
    <message>
        <source>How often the sites publish their state; the broker decides on the last one.</source>
        <translation>Wie oft die Standorte ihren Zustand veröffentlichen; der Broker entscheidet nach dem zuletzt veröffentlichten.</translation>
    </message>
    <message>
        <source>Queue factor f_q</source>
        <translation>Warteschlangenfaktor f_q</translation>
    </message>
    <message>
        <source>The throttle (eq. 3.5): a site takes a job only while its queued and newly matched jobs are fewer than f_q times its CPUs.</source>
        <translation>Die Drossel (Gl. 3.5): Ein Standort nimmt einen Job nur an, solange seine wartenden und neu zugeordneten Jobs weniger als f_q-mal seine CPUs sind.</translation>
    </message>
    <message>
        <source>Load balance (eq. 3.2), expected wait (eq. 3.3) or both (eq. 3.4).</source>
        <translation>Lastausgleich (Gl. 3.2), erwartete Wartezeit (Gl. 3.3) oder beides (Gl. 3.4).</translation>
    </message>
    <message>
        <source>The §2.1 baselines: a task whose planned completion is after its deadline is refused at assignment (its served rate X_i^c is 0).</source>
        <translation>Die Basisverfahren aus §2.1: Ein Task, dessen geplante Fertigstellung nach seiner Frist liegt, wird bei der Zuweisung abgewiesen (seine bediente Rate X_i^c ist 0).</translation>
    </message>
    <message>
        <source>Refused tasks</source>
        <translation>Abgewiesene Tasks</translation>
    </message>
    <message>
        <source>With reject-infeasible. reapply: a refused task re-applies when the last feasibly assigned task is planned to complete (§2.1) and then runs without the deadline test, taking processor time from later tasks; E1 and E2 count it as served at rate 0, E3 by its real completion. drop: it never runs (end state Rejected), and E3 charges it its run after the work accepted before it.</source>
        <translation>Mit reject-infeasible. reapply: Ein abgewiesener Task bewirbt sich erneut, sobald der letzte zulässig zugewiesene Task planmäßig fertig ist (§2.1), und läuft dann ohne Fristprüfung; er nimmt späteren Tasks Prozessorzeit. E1 und E2 zählen ihn als mit Rate 0 bedient, E3 nach seiner tatsächlichen Fertigstellung. drop: Er läuft nie (Endzustand Rejected), und E3 rechnet ihm seine Laufzeit nach der vor ihm angenommenen Arbeit an.</translation>
    </message>
    <message>
        <source>Source: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), sec. 2.1.10, Figs 8-13. Workload qos-groups: tasks in groups of 250, ten groups per window Xi = rho * 100 s, Poisson group arrivals; deadline ~ N(100 s, 1 s), work ~ N(mu_w, 0.1 mu_w) MI with mu_w set for the load rho = 0.25 .. 2.5; 50000 tasks, 5 seeds (the deliverable: 70 runs). Platform phosphorus-f1-narrow-500-SEED: 500 processors with capacities drawn from N(1, 0.01) MIPS with the run&apos;s seed. qos-meta on-line (period 0: each group is one batch) with ECT, orderings FCFS, EDF, SFTO, AFTO and MMFS, the last three with gap filling. FCFS and EDF are the baselines of sec. 2.1: a task whose deadline cannot be met is refused (X_i^c = 0), re-applies when the last task assigned feasibly is planned to complete, and then runs, late; the others refuse nothing and a late task runs to its end. Tables: E1 (sum of |X_i - X_i^c| / X_i), E2 (sum of X_i^c / C) and E3 (mean |D_i - max(D_i^c, D_i)| / D_i) per scheme and load. Quick: 5000 tasks, loads 0.5, 1.5 and 2.5, one seed.</source>
        <translation>Quelle: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), Abschn. 2.1.10, Abb. 8-13. Workload qos-groups: Tasks in Gruppen von 250, zehn Gruppen pro Fenster Xi = rho * 100 s, Poisson-Ankünfte der Gruppen; Frist ~ N(100 s, 1 s), Arbeit ~ N(mu_w, 0.1 mu_w) MI, wobei mu_w für die Last rho = 0.25 .. 2.5 gesetzt wird; 50000 Tasks, 5 Seeds (das Deliverable: 70 Läufe). Plattform phosphorus-f1-narrow-500-SEED: 500 Prozessoren, deren Kapazitäten mit dem Seed des Laufs aus N(1, 0.01) MIPS gezogen werden. qos-meta online (Periode 0: jede Gruppe ist ein Batch) mit ECT, Reihenfolgen FCFS, EDF, SFTO, AFTO und MMFS, die letzten drei mit Lückenfüllung. FCFS und EDF sind die Vergleichsverfahren aus Abschn. 2.1: Ein Task, dessen Frist nicht eingehalten werden kann, wird abgewiesen (X_i^c = 0), bewirbt sich erneut, sobald der letzte zulässig zugewiesene Task planmäßig fertig ist, und läuft dann, verspätet; die anderen weisen nichts ab, und ein verspäteter Task läuft bis zu seinem Ende. Tabellen: E1 (Summe von |X_i - X_i^c| / X_i), E2 (Summe von X_i^c / C) und E3 (Mittelwert von |D_i - max(D_i^c, D_i)| / D_i) pro Verfahren und Last. Schnellmodus: 5000 Tasks, Lasten 0.5, 1.5 und 2.5, ein Seed.</translation>
    </message>
    <message>
        <source>Source: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), sec. 2.1.10, Figs 8-13. The schemes of qos-f1 (qos-meta on-line with ECT; FCFS and EDF refusing what they cannot serve in time and running it later, SFTO, AFTO and MMFS with gap filling) on its workload (generate:qos-groups, 50000 tasks on 500 processors of capacity N(1, 0.01) MIPS, 5 seeds) with one thing changed at a time: the deadline&apos;s standard deviation mu_D = 100 s instead of 1 s at loads rho = 0.25 .. 2.5; the work&apos;s standard deviation 0.1 .. 1 times its mean at rho = 1.25; 50 .. 1000 processors at rho = 1.5 with the tasks scaled (groups of M / 2, M / 500 times the tasks); and the capacities drawn narrow, wide N(1, 0.5), uniform U[0.05, 2.05], or in two clusters of capacity 1 : 3 with half, 20 % or 80 % of the processors low, at rho = 1.5 (phosphorus-f1-DIST-M-SEED). Runs with F1&apos;s own settings are qos-f1&apos;s runs. Tables: E1, E2 and E3 per family, a row per scheme, a column per setting. Quick: 5000 tasks, one seed; loads 0.5, 1.5 and 2.5; work spreads 0.1 and 1; 50, 500 and 1000 processors; narrow, halves and low80 capacities.</source>
        <translation>Quelle: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), Abschn. 2.1.10, Abb. 8-13. Die Verfahren von qos-f1 (qos-meta online mit ECT; FCFS und EDF weisen ab, was sie nicht rechtzeitig bedienen können, und führen es später aus, SFTO, AFTO und MMFS mit Lückenfüllung) auf dessen Workload (generate:qos-groups, 50000 Tasks auf 500 Prozessoren mit Kapazität N(1, 0.01) MIPS, 5 Seeds), wobei jeweils eine Sache geändert wird: die Standardabweichung der Frist mu_D = 100 s statt 1 s bei den Lasten rho = 0.25 .. 2.5; die Standardabweichung der Arbeit 0.1 .. 1 mal ihr Mittelwert bei rho = 1.25; 50 .. 1000 Prozessoren bei rho = 1.5 mit skalierten Tasks (Gruppen von M / 2, M / 500 mal so viele Tasks); und die Kapazitäten schmal, breit N(1, 0.5), gleichverteilt U[0.05, 2.05] oder in zwei Clustern mit Kapazitäten 1 : 3 gezogen, bei denen die Hälfte, 20 % oder 80 % der Prozessoren langsam sind, bei rho = 1.5 (phosphorus-f1-DIST-M-SEED). Läufe mit den eigenen Einstellungen von F1 sind Läufe von qos-f1. Tabellen: E1, E2 und E3 pro Familie, eine Zeile pro Verfahren, eine Spalte pro Einstellung. Schnellmodus: 5000 Tasks, ein Seed; Lasten 0.5, 1.5 und 2.5; Streuungen der Arbeit 0.1 und 1; 50, 500 und 1000 Prozessoren; Kapazitäten narrow, halves und low80.</translation>
    </message>
    <message>
        <source>Utility allocation on NPACI trace windows (experiment 4.2)</source>
        <translation>Nutzenbasierte Zuteilung auf Fenstern des NPACI-Traces (Experiment 4.2)</translation>
    </message>
    <message>
        <source>Source: Vanderster (2008), PhD thesis, sec. 4.3-4.4, experiment 4.2. The medium grid (clusters of 16, 16, 32 and 128 CPUs, vanderster-medium); 10 windows of 5000 consecutive tasks of the SDSC SP2 trace (the NPACI JOBLOG of 1998-2000, bundled, cleaned version 4.2; the thesis&apos;s own log differs slightly) at seeded random offsets, shifted to start at 0, the gaps between submissions times k = 0, 0.1, 0.2, 0.5 and 1 (0: every task at once); each task also runs at half and a quarter of its width for two and four times as long (the same work), with a credit v ~ N(10, 4) for its full width and v (P / P_max)^1.1 for the narrower ones. Schemes: FCFS (cluster-fcfs), BF (grid-sharing, first fit), min-min, Gang(tau) (gang) with slices of 6, 9 and 30 h, and UM and UM+BF with utilities P1-P5 at periods of 6, 9 and 30 h. Tables per k: overall completion time, mean response and mean startup delay in hours, and the correlations of credit with startup delay (eq. 4.12) and with speedup against FCFS (sec. 4.4), means over the windows with their standard errors. Quick: 300 tasks, k = 0 and 1, period 6 h, one window.</source>
        <translation>Quelle: Vanderster (2008), Dissertation, Abschn. 4.3-4.4, Experiment 4.2. Das mittlere Grid (Cluster mit 16, 16, 32 und 128 CPUs, vanderster-medium); 10 Fenster von 5000 aufeinanderfolgenden Tasks des SDSC-SP2-Traces (das NPACI-JOBLOG von 1998-2000, mitgeliefert, bereinigte Version 4.2; das Log der Dissertation weicht leicht ab) an gesetzten zufälligen Positionen, auf den Beginn 0 verschoben, die Abstände zwischen den Einreichungen mal k = 0, 0.1, 0.2, 0.5 und 1 (0: alle Tasks auf einmal); jeder Task läuft auch mit der Hälfte und einem Viertel seiner Breite, zwei- und viermal so lange (dieselbe Arbeit), mit einem Kredit v ~ N(10, 4) für die volle Breite und v (P / P_max)^1.1 für die schmaleren. Verfahren: FCFS (cluster-fcfs), BF (grid-sharing, First Fit), min-min, Gang(tau) (gang) mit Scheiben von 6, 9 und 30 h sowie UM und UM+BF mit den Nutzenfunktionen P1-P5 bei Perioden von 6, 9 und 30 h. Tabellen pro k: gesamte Fertigstellungszeit, mittlere Antwortzeit und mittlere Startverzögerung in Stunden sowie die Korrelationen des Kredits mit der Startverzögerung (Gl. 4.12) und mit der Beschleunigung gegenüber FCFS (Abschn. 4.4), Mittelwerte über die Fenster mit ihren Standardfehlern. Schnellmodus: 300 Tasks, k = 0 und 1, Periode 6 h, ein Fenster.</translation>
    </message>
    <message>
        <source>Sensitivity of the utility forms on NPACI windows (experiment 5.1)</source>
        <translation>Empfindlichkeit der Nutzenformen auf NPACI-Fenstern (Experiment 5.1)</translation>
    </message>
    <message>
        <source>Source: Vanderster (2008), PhD thesis, sec. 5.1, experiment 5.1. The windows of utility-npaci (the SDSC SP2 trace, 5000 tasks each, credits and two halvings) with every task at time 0 on the medium grid, pure UM every 6 h, with one utility form at a time: the value weight w_v = 0 .. 1 of u = w_v v / v_max + (1 - w_v) S5(ERT + NTCT) (eq. 5.1), the NTCT weight w_n = 0 .. 1 of u = w_n NTCT + (1 - w_n) ERT (eq. 5.3), and the shape k = 0.01 .. 100 of u = U_k(ERT + NTCT) (eq. 5.4); 10 windows. Tables per parameter, a row per value: overall completion time, mean response and mean startup delay in hours (their difference is the mean execution time) and the correlations of credit with startup delay and with speedup against FCFS, means over the windows with their standard errors. Quick: 300 tasks, three values of each parameter, one window.</source>
        <translation>Quelle: Vanderster (2008), Dissertation, Abschn. 5.1, Experiment 5.1. Die Fenster von utility-npaci (der SDSC-SP2-Trace, je 5000 Tasks, Kredite und zwei Halbierungen) mit allen Tasks zum Zeitpunkt 0 auf dem mittleren Grid, reines UM alle 6 h, mit jeweils einer Nutzenform: das Wertgewicht w_v = 0 .. 1 von u = w_v v / v_max + (1 - w_v) S5(ERT + NTCT) (Gl. 5.1), das NTCT-Gewicht w_n = 0 .. 1 von u = w_n NTCT + (1 - w_n) ERT (Gl. 5.3) und die Form k = 0.01 .. 100 von u = U_k(ERT + NTCT) (Gl. 5.4); 10 Fenster. Tabellen pro Parameter, eine Zeile pro Wert: gesamte Fertigstellungszeit, mittlere Antwortzeit und mittlere Startverzögerung in Stunden (ihre Differenz ist die mittlere Ausführungszeit) sowie die Korrelationen des Kredits mit der Startverzögerung und mit der Beschleunigung gegenüber FCFS, Mittelwerte über die Fenster mit ihren Standardfehlern. Schnellmodus: 300 Tasks, drei Werte jedes Parameters, ein Fenster.</translation>
    </message>
    <message>
        <source>SMART shelf order (Turek et al.), on-line adaptation. The waiting jobs are put into bins by estimate (bounds 1, γ, γ², ... s; an estimate below 1 s counts as 1 s), packed into shelves by First Fit Increasing Area (area = nodes x estimate ascending; each job into the first shelf of its bin with enough free nodes), and the shelves are listed by Smith&apos;s rule: total weight / shelf length (its longest estimate), largest first. Open choices, ours: ties between shelves go to the lower bin, then the shelf opened first; within a shelf, jobs keep their packing order; ties between jobs go by submission time, then trace order. Jobs submitted after the last computation wait behind the ordered ones in submission order until the share of ordered waiting jobs drops below the threshold (checked at every scheduling pass); then the order is recomputed for all waiting jobs. Only estimates are used, never run times. The weight is nodes x estimate by default: the spec&apos;s weight is nodes x run time, which an on-line scheduler cannot know. Conservative backfilling over this order: every waiting job holds a reservation, planned in list order on the estimates; a job starts early only if it delays no reservation. The plan is rebuilt in list order when a job ends, a job overruns its estimate, or the order is recomputed. A rebuild can move a reservation later as well as earlier: a job ahead of it in the list may take the gap it held. A running job past its estimate is treated as ending at the next second.</source>
        <translation>SMART-Regalreihenfolge (Turek et al.), Online-Anpassung. Die wartenden Jobs werden nach Laufzeitschätzung auf Bins verteilt (Grenzen 1, γ, γ², ... s; eine Laufzeitschätzung unter 1 s zählt als 1 s), nach First Fit Increasing Area in Regale gepackt (Fläche = Knoten x Laufzeitschätzung aufsteigend; jeder Job kommt in das erste Regal seines Bins mit genügend freien Knoten), und die Regale werden nach der Regel von Smith aufgelistet: Gesamtgewicht / Regallänge (seine längste Laufzeitschätzung), größter Wert zuerst. Offene Punkte, von uns festgelegt: Bei Gleichstand zwischen Regalen entscheidet das niedrigere Bin, dann das zuerst eröffnete Regal; innerhalb eines Regals behalten die Jobs ihre Packreihenfolge; bei Gleichstand zwischen Jobs entscheidet die Einreichungszeit, dann die Trace-Reihenfolge. Nach der letzten Berechnung eingereichte Jobs warten in Einreichungsreihenfolge hinter den geordneten, bis der Anteil geordneter wartender Jobs unter den Schwellwert fällt (geprüft bei jedem Scheduling-Durchlauf); dann wird die Reihenfolge für alle wartenden Jobs neu berechnet. Es werden nur Laufzeitschätzungen verwendet, nie Laufzeiten. Das Gewicht ist standardmäßig Knoten x Laufzeitschätzung: In der Spezifikation ist das Gewicht Knoten x Laufzeit, die ein Online-Scheduler nicht kennen kann. Konservatives Backfilling auf dieser Reihenfolge: Jeder wartende Job hält eine Reservierung, die in Listenreihenfolge anhand der Laufzeitschätzungen geplant wird; ein Job startet nur dann vorzeitig, wenn er keine Reservierung verzögert. Der Plan wird in Listenreihenfolge neu aufgebaut, wenn ein Job endet, ein Job seine Laufzeitschätzung überschreitet oder die Reihenfolge neu berechnet wird. Ein Neuaufbau kann eine Reservierung nach hinten wie nach vorn verschieben: Ein Job, der in der Liste vor ihr steht, kann die Lücke einnehmen, die sie hielt. Ein laufender Job, der seine Laufzeitschätzung überschritten hat, wird so behandelt, als ende er in der nächsten Sekunde.</translation>
    </message>
    <message>
        <source>SMART shelf order (Turek et al.), on-line adaptation. The waiting jobs are put into bins by estimate (bounds 1, γ, γ², ... s; an estimate below 1 s counts as 1 s), packed into shelves by Next Fit Increasing Width-to-weight (nodes / weight ascending; a job joins the current shelf of its bin if it fits, else opens a new one; with area weights this is longest estimate first), and the shelves are listed by Smith&apos;s rule: total weight / shelf length (its longest estimate), largest first. Open choices, ours: ties between shelves go to the lower bin, then the shelf opened first; within a shelf, jobs keep their packing order; ties between jobs go by submission time, then trace order. Jobs submitted after the last computation wait behind the ordered ones in submission order until the share of ordered waiting jobs drops below the threshold (checked at every scheduling pass); then the order is recomputed for all waiting jobs. Only estimates are used, never run times. The weight is nodes x estimate by default: the spec&apos;s weight is nodes x run time, which an on-line scheduler cannot know. Conservative backfilling over this order: every waiting job holds a reservation, planned in list order on the estimates; a job starts early only if it delays no reservation. The plan is rebuilt in list order when a job ends, a job overruns its estimate, or the order is recomputed. A rebuild can move a reservation later as well as earlier: a job ahead of it in the list may take the gap it held. A running job past its estimate is treated as ending at the next second.</source>
        <translation>SMART-Regalreihenfolge (Turek et al.), Online-Anpassung. Die wartenden Jobs werden nach Laufzeitschätzung auf Bins verteilt (Grenzen 1, γ, γ², ... s; eine Laufzeitschätzung unter 1 s zählt als 1 s), nach Next Fit Increasing Width-to-weight in Regale gepackt (Knoten / Gewicht aufsteigend; ein Job kommt in das aktuelle Regal seines Bins, wenn er hineinpasst, sonst eröffnet er ein neues; bei Flächengewichten bedeutet das: längste Laufzeitschätzung zuerst), und die Regale werden nach der Regel von Smith aufgelistet: Gesamtgewicht / Regallänge (seine längste Laufzeitschätzung), größter Wert zuerst. Offene Punkte, von uns festgelegt: Bei Gleichstand zwischen Regalen entscheidet das niedrigere Bin, dann das zuerst eröffnete Regal; innerhalb eines Regals behalten die Jobs ihre Packreihenfolge; bei Gleichstand zwischen Jobs entscheidet die Einreichungszeit, dann die Trace-Reihenfolge. Nach der letzten Berechnung eingereichte Jobs warten in Einreichungsreihenfolge hinter den geordneten, bis der Anteil geordneter wartender Jobs unter den Schwellwert fällt (geprüft bei jedem Scheduling-Durchlauf); dann wird die Reihenfolge für alle wartenden Jobs neu berechnet. Es werden nur Laufzeitschätzungen verwendet, nie Laufzeiten. Das Gewicht ist standardmäßig Knoten x Laufzeitschätzung: In der Spezifikation ist das Gewicht Knoten x Laufzeit, die ein Online-Scheduler nicht kennen kann. Konservatives Backfilling auf dieser Reihenfolge: Jeder wartende Job hält eine Reservierung, die in Listenreihenfolge anhand der Laufzeitschätzungen geplant wird; ein Job startet nur dann vorzeitig, wenn er keine Reservierung verzögert. Der Plan wird in Listenreihenfolge neu aufgebaut, wenn ein Job endet, ein Job seine Laufzeitschätzung überschreitet oder die Reihenfolge neu berechnet wird. Ein Neuaufbau kann eine Reservierung nach hinten wie nach vorn verschieben: Ein Job, der in der Liste vor ihr steht, kann die Lücke einnehmen, die sie hielt. Ein laufender Job, der seine Laufzeitschätzung überschritten hat, wird so behandelt, als ende er in der nächsten Sekunde.</translation>
    </message>
    <message>
        <source>PSRS (Preemptive Smith Ratio Scheduling), non-preemptive on-line adaptation. The waiting jobs are sorted by modified Smith ratio weight / (nodes x estimate), largest first (with the default area weight every ratio is 1, so this is submission order; ties go by submission time, then trace order). Their preemptive PSRS schedule is computed on an empty machine from time 0, on estimates: jobs with at most half the nodes are list scheduled first-fit (Garey &amp; Graham&apos;s greedy); wide jobs go one at a time in list order and, once every job ahead has started, a wide job waits at most wide-wait x its estimate for free nodes, then preempts all running jobs, runs alone and lets them resume. Each job then goes into a bin by its preemptive completion time, on two sequences small-offset x 2^k and wide-offset x 2^k; the list takes small bin 0, wide bin 0, small bin 1, wide bin 1, ..., keeping the Smith order inside each bin. Open choices, ours: the wide-job waiting rule and the two offsets (parameters), the empty-machine preemptive schedule (running jobs are ignored), and that nothing starts beside a wide job running alone. Recomputation as in SMART: newer jobs wait behind the ordered ones in submission order until the share of ordered waiting jobs drops below the threshold. Only estimates are used, never run times; the default weight is nodes x estimate, since the spec&apos;s nodes x run time is unknown on-line. Conservative backfilling over this order: every waiting job holds a reservation, planned in list order on the estimates; a job starts early only if it delays no reservation. The plan is rebuilt in list order when a job ends, a job overruns its estimate, or the order is recomputed. A rebuild can move a reservation later as well as earlier: a job ahead of it in the list may take the gap it held. A running job past its estimate is treated as ending at the next second.</source>
        <translation>PSRS (Preemptive Smith Ratio Scheduling), nicht verdrängende Online-Anpassung. Die wartenden Jobs werden nach dem modifizierten Smith-Verhältnis Gewicht / (Knoten x Laufzeitschätzung) sortiert, größter Wert zuerst (mit dem voreingestellten Flächengewicht ist jedes Verhältnis 1, das ergibt also die Einreichungsreihenfolge; bei Gleichstand entscheidet die Einreichungszeit, dann die Trace-Reihenfolge). Ihr verdrängender PSRS-Plan wird auf einer leeren Maschine ab Zeitpunkt 0 anhand der Laufzeitschätzungen berechnet: Jobs mit höchstens der Hälfte der Knoten werden per First Fit im Listenscheduling eingeplant (gieriges Verfahren von Garey &amp; Graham); breite Jobs kommen einzeln in Listenreihenfolge an die Reihe, und sobald jeder Job vor ihm gestartet ist, wartet ein breiter Job höchstens wide-wait x seine Laufzeitschätzung auf freie Knoten, verdrängt dann alle laufenden Jobs, läuft allein und lässt sie danach fortfahren. Jeder Job kommt dann nach seiner Fertigstellungszeit im verdrängenden Plan in ein Bin, auf zwei Folgen small-offset x 2^k und wide-offset x 2^k; die Liste nimmt kleines Bin 0, breites Bin 0, kleines Bin 1, breites Bin 1, ..., wobei innerhalb jedes Bins die Smith-Reihenfolge erhalten bleibt. Offene Punkte, von uns festgelegt: die Warteregel für breite Jobs und die beiden Offsets (Parameter), der verdrängende Plan auf leerer Maschine (laufende Jobs werden ignoriert) und dass neben einem allein laufenden breiten Job nichts startet. Neuberechnung wie bei SMART: Neuere Jobs warten in Einreichungsreihenfolge hinter den geordneten, bis der Anteil geordneter wartender Jobs unter den Schwellwert fällt. Es werden nur Laufzeitschätzungen verwendet, nie Laufzeiten; das voreingestellte Gewicht ist Knoten x Laufzeitschätzung, da das Knoten x Laufzeit der Spezifikation online unbekannt ist. Konservatives Backfilling auf dieser Reihenfolge: Jeder wartende Job hält eine Reservierung, die in Listenreihenfolge anhand der Laufzeitschätzungen geplant wird; ein Job startet nur dann vorzeitig, wenn er keine Reservierung verzögert. Der Plan wird in Listenreihenfolge neu aufgebaut, wenn ein Job endet, ein Job seine Laufzeitschätzung überschreitet oder die Reihenfolge neu berechnet wird. Ein Neuaufbau kann eine Reservierung nach hinten wie nach vorn verschieben: Ein Job, der in der Liste vor ihr steht, kann die Lücke einnehmen, die sie hielt. Ein laufender Job, der seine Laufzeitschätzung überschritten hat, wird so behandelt, als ende er in der nächsten Sekunde.</translation>
    </message>
    <message>
        <source>Plackett-Burman screening of the utility constants (experiment 5.2)</source>
        <translation>Plackett-Burman-Screening der Nutzenkonstanten (Experiment 5.2)</translation>
    </message>
    <message>
        <source>Source: Vanderster (2008), PhD thesis, sec. 5.2, experiment 5.2. The windows of utility-npaci (the SDSC SP2 trace, 5000 tasks each, credits and two halvings) with every task at time 0 on the medium grid, pure UM with the utility u = w_v S_PB(k_v, v / v_max) + w_ERT S_PB(k_ERT, ERT) + w_NTCT S_PB(k_NTCT, NTCT) (eq. 5.7). Seven factors at two levels: the period tau 3800 s (-) or 3400 s (+), the weights 0.2 or 0.8, the shapes k 1 or 10, in the 16 runs of a Plackett-Burman design with fold-over (row 1 + + + - + - -, rows 2-7 rotated right, row 8 all -, rows 9-16 negated), on 10 windows. Tables: the design with each row&apos;s overall completion time, mean startup delay and value-delay correlation, and per target each factor&apos;s effect (sum over the + rows minus sum over the - rows) and its rank by size (1 the largest), means over the windows. Quick: 300 tasks, one window.</source>
        <translation>Quelle: Vanderster (2008), Dissertation, Abschn. 5.2, Experiment 5.2. Die Fenster von utility-npaci (der SDSC-SP2-Trace, je 5000 Tasks, Kredite und zwei Halbierungen) mit allen Tasks zum Zeitpunkt 0 auf dem mittleren Grid, reines UM mit dem Nutzen u = w_v S_PB(k_v, v / v_max) + w_ERT S_PB(k_ERT, ERT) + w_NTCT S_PB(k_NTCT, NTCT) (Gl. 5.7). Sieben Faktoren auf zwei Stufen: die Periode tau 3800 s (-) oder 3400 s (+), die Gewichte 0.2 oder 0.8, die Formen k 1 oder 10, in den 16 Läufen eines Plackett-Burman-Plans mit Fold-over (Zeile 1 + + + - + - -, Zeilen 2-7 nach rechts rotiert, Zeile 8 alle -, Zeilen 9-16 negiert), auf 10 Fenstern. Tabellen: der Plan mit gesamter Fertigstellungszeit, mittlerer Startverzögerung und Wert-Verzögerungs-Korrelation jeder Zeile, und pro Zielgröße der Effekt jedes Faktors (Summe über die +-Zeilen minus Summe über die -Zeilen) und sein Rang nach Größe (1 der größte), Mittelwerte über die Fenster. Schnellmodus: 300 Tasks, ein Fenster.</translation>
    </message>
    <message>
        <source>Utility allocation on the small and the large grid (experiment 4.3)</source>
        <translation>Nutzenbasierte Zuteilung auf dem kleinen und dem großen Grid (Experiment 4.3)</translation>
    </message>
    <message>
        <source>Source: Vanderster (2008), PhD thesis, sec. 4.4, experiment 4.3. The windows of utility-npaci (the SDSC SP2 trace, 5000 tasks each, credits and two halvings) with every task at time 0, on the small grid (clusters of 4, 8, 16 and 32 CPUs, vanderster-small) and on the large grid (32, 64, 128 and 256 CPUs, vanderster-large); UM and UM+BF with utilities P1-P5 every 6 h, 10 windows. The baselines are left out: on the small grid the trace&apos;s 128-processor tasks fit only at a quarter of their width, and FCFS, BF, min-min and Gang keep the requested width; for the same reason the small grid has no speedup against FCFS. Tables per grid: overall completion time, mean response and mean startup delay in hours and the correlations of credit with startup delay and with speedup, means over the windows with their standard errors. Quick: 300 tasks, one window.</source>
        <translation>Quelle: Vanderster (2008), Dissertation, Abschn. 4.4, Experiment 4.3. Die Fenster von utility-npaci (der SDSC-SP2-Trace, je 5000 Tasks, Kredite und zwei Halbierungen) mit allen Tasks zum Zeitpunkt 0, auf dem kleinen Grid (Cluster mit 4, 8, 16 und 32 CPUs, vanderster-small) und auf dem großen Grid (32, 64, 128 und 256 CPUs, vanderster-large); UM und UM+BF mit den Nutzen P1-P5 alle 6 h, 10 Fenster. Die Vergleichsverfahren fehlen: Auf dem kleinen Grid passen die 128-Prozessor-Tasks des Traces nur mit einem Viertel ihrer Breite, und FCFS, BF, min-min und Gang behalten die angeforderte Breite; aus demselben Grund hat das kleine Grid keine Beschleunigung gegenüber FCFS. Tabellen pro Grid: gesamte Fertigstellungszeit, mittlere Antwortzeit und mittlere Startverzögerung in Stunden sowie die Korrelationen des Kredits mit der Startverzögerung und mit der Beschleunigung, Mittelwerte über die Fenster mit ihren Standardfehlern. Schnellmodus: 300 Tasks, ein Fenster.</translation>
    </message>
    <message>
        <source>Utility allocation on clusters of different speeds (experiment 4.5)</source>
        <translation>Nutzenbasierte Zuteilung auf Clustern unterschiedlicher Geschwindigkeit (Experiment 4.5)</translation>
    </message>
    <message>
        <source>Source: Vanderster (2008), PhD thesis, sec. 4.4, experiment 4.5. Windows of 500 tasks of the SDSC SP2 trace (credits and two halvings as in utility-npaci) with every task at time 0 on the medium grid, once with every cluster at speed 1 and once with speeds drawn from U(0.5, 1.5) and rescaled so that the sum of speed times CPUs is unchanged (eq. 4.13, vanderster-medium-rescaled-SEED); pure UM with utilities P1-P5 every 6 h; 100 seeds, each its own window and speeds. Tables per grid: overall completion time, mean response and mean startup delay in hours and the correlations of credit with startup delay and with speedup against FCFS, means over the seeds with their standard errors. Quick: 300 tasks, 2 seeds.</source>
        <translation>Quelle: Vanderster (2008), Dissertation, Abschn. 4.4, Experiment 4.5. Fenster von 500 Tasks des SDSC-SP2-Traces (Kredite und zwei Halbierungen wie in utility-npaci) mit allen Tasks zum Zeitpunkt 0 auf dem mittleren Grid, einmal mit allen Clustern bei Geschwindigkeit 1 und einmal mit Geschwindigkeiten aus U(0.5, 1.5), so umskaliert, dass die Summe aus Geschwindigkeit mal CPUs gleich bleibt (Gl. 4.13, vanderster-medium-rescaled-SEED); reines UM mit den Nutzen P1-P5 alle 6 h; 100 Seeds, jeder mit eigenem Fenster und eigenen Geschwindigkeiten. Tabellen pro Grid: gesamte Fertigstellungszeit, mittlere Antwortzeit und mittlere Startverzögerung in Stunden sowie die Korrelationen des Kredits mit der Startverzögerung und mit der Beschleunigung gegenüber FCFS, Mittelwerte über die Seeds mit ihren Standardfehlern. Schnellmodus: 300 Tasks, 2 Seeds.</translation>
    </message>
    <message>
        <source>The sites publish their state every ad period (free CPUs A, queued jobs Q, CPUs C and their queue); between refreshes the broker decides on these stale values. Each job, in arrival order, goes to the site of highest rank among those that meet the requirement Q + M &lt; f_q C (M: jobs matched to the site since its last ad): load R = (A - Q) / C, wait R = -EWT - P M, or combined R = max((A - Q) / C, 0) + min(0, (-EWT - P M) / T_avg), EWT the expected wait of the site&apos;s queue, T_avg the mean run time of its past jobs. A job no site accepts waits at the broker for the next refresh. Each site runs its queue first come, first served. Open choices: P = T_avg / C; before any job ended at a site T_avg is the mean estimate of the jobs sent there; ties go to the lower site index. With the data rank a job with input data goes to the eligible site with the best bandwidth to it (a site without a bandwidth moves data without cost, so counts as the best), the rank deciding between equal bandwidths.</source>
        <translation>Die Standorte veröffentlichen ihren Zustand nach jeder Anzeigeperiode (freie CPUs A, wartende Jobs Q, CPUs C und ihre Warteschlange); zwischen zwei Aktualisierungen entscheidet der Broker nach diesen veralteten Werten. Jeder Job geht in Ankunftsreihenfolge an den Standort mit dem höchsten Rang unter denen, die die Bedingung Q + M &lt; f_q C erfüllen (M: seit der letzten Anzeige dem Standort zugeordnete Jobs): Last R = (A - Q) / C, Wartezeit R = -EWT - P M oder kombiniert R = max((A - Q) / C, 0) + min(0, (-EWT - P M) / T_avg), EWT die erwartete Wartezeit der Warteschlange des Standorts, T_avg die mittlere Laufzeit seiner bisherigen Jobs. Ein Job, den kein Standort annimmt, wartet beim Broker auf die nächste Aktualisierung. Jeder Standort bedient seine Warteschlange in Ankunftsreihenfolge. Offene Entscheidungen: P = T_avg / C; bevor an einem Standort ein Job endete, ist T_avg die mittlere Laufzeitschätzung der dorthin gesandten Jobs; bei Gleichstand entscheidet der niedrigere Standortindex. Mit dem Datenrang geht ein Job mit Eingabedaten an den zulässigen Standort mit der besten Bandbreite zu ihnen (ein Standort ohne Bandbreite bewegt Daten ohne Kosten und gilt daher als der beste); bei gleicher Bandbreite entscheidet der Rang.</translation>
    </message>
    <message>
        <source>Data rank</source>
        <translation>Datenrang</translation>
    </message>
    <message>
        <source>GridX1&apos;s optional datarank (ch. 3): jobs with input data go to the eligible site with the best bandwidth to the data first.</source>
        <translation>Der optionale Datenrang von GridX1 (Kap. 3): Jobs mit Eingabedaten gehen zuerst an den zulässigen Standort mit der besten Bandbreite zu den Daten.</translation>
    </message>
    <message>
        <source>Utility allocation on random and on trace tasks of the same demand (experiment 4.4)</source>
        <translation>Nutzenbasierte Zuteilung auf zufälligen Tasks und auf Trace-Tasks gleichen Bedarfs (Experiment 4.4)</translation>
    </message>
    <message>
        <source>Source: Vanderster (2008), PhD thesis, sec. 4.4, experiment 4.4. Pure UM with utility P1 every 6 h on the small grid (clusters of 4, 8, 16 and 32 CPUs), every task at time 0, on the random bimodal workload of utility-random (2000 tasks, seed 1) and on 2 windows of the SDSC SP2 trace with the same demand: consecutive tasks from a seeded random position until their processor-hours reach the random workload&apos;s (window:demand), each with two halvings and credits as in utility-npaci. One run per workload. Table: overall completion time, mean response and mean startup delay in hours and the correlations of credit with startup delay and with speedup against FCFS; each run&apos;s Credit and delay view shows the scatter the thesis plots. Quick: the random workload of 300 tasks and windows of its demand.</source>
        <translation>Quelle: Vanderster (2008), Dissertation, Abschn. 4.4, Experiment 4.4. Reines UM mit dem Nutzen P1 alle 6 h auf dem kleinen Grid (Cluster mit 4, 8, 16 und 32 CPUs), alle Tasks zum Zeitpunkt 0, auf der zufälligen bimodalen Last von utility-random (2000 Tasks, Seed 1) und auf 2 Fenstern des SDSC-SP2-Traces mit demselben Bedarf: aufeinanderfolgende Tasks ab einer zufällig gezogenen Position, bis ihre Prozessorstunden die der zufälligen Last erreichen (window:demand), jeweils mit zwei Halbierungen und Krediten wie in utility-npaci. Ein Lauf pro Last. Tabelle: gesamte Fertigstellungszeit, mittlere Antwortzeit und mittlere Startverzögerung in Stunden sowie die Korrelationen des Kredits mit der Startverzögerung und mit der Beschleunigung gegenüber FCFS; die Ansicht Kredit und Verzögerung jedes Laufs zeigt das Streudiagramm der Dissertation. Schnellmodus: die zufällige Last mit 300 Tasks und Fenster ihres Bedarfs.</translation>
    </message>
    <message>
        <source>Every period, all waiting and running tasks compete: each way a task can run (each of its options on each cluster with enough nodes) gets a utility, and a multichoice knapsack over the clusters&apos; nodes picks at most one way per task. Running tasks picked another way are checkpointed and migrated or resized (their work carried over); those not picked are preempted; waiting ones picked start. Utilities: P1 = v (credit), P2 = v ERT, P3 = U3(v ERT), P4 = ERT + NTCT, P5 = U3(ERT + NTCT), with ERT = (t - s + r) / N and NTCT = N / r, N the single-processor length and r the remaining time, both from estimates; the weighted and sigmoid forms of ch. 5 and the fault-tolerance heuristics Value, Value/Cost and Value/ERT of ch. 7 (Table 7.1), which weigh each option&apos;s fault probability and recovery; and the data forms of ch. 6, S(ERT) + S(NTCT) with S(IDT) (input data time, bandwidth over input size) and with S(CV) (credit). Where clusters have disks, a task&apos;s input takes disk as the knapsack&apos;s second resource, and a task moved to another cluster moves its input again. With backfill, nodes freed between periods start waiting tasks in arrival order at their requested width (UM+BF); without, they stay idle until the next period (UM).</source>
        <translation>In jeder Periode konkurrieren alle wartenden und laufenden Tasks: Jede Art, wie ein Task laufen kann (jede seiner Optionen auf jedem Cluster mit genug Knoten), erhält einen Nutzen, und ein Mehrfachauswahl-Rucksackproblem über die Knoten der Cluster wählt höchstens eine Art je Task. Laufende Tasks, für die eine andere Art gewählt wird, werden per Checkpoint gesichert und migriert oder in der Größe angepasst (ihre Arbeit wird übernommen); nicht gewählte werden verdrängt; gewählte wartende starten. Nutzen: P1 = v (Kredit), P2 = v ERT, P3 = U3(v ERT), P4 = ERT + NTCT, P5 = U3(ERT + NTCT), mit ERT = (t - s + r) / N und NTCT = N / r, wobei N die Länge auf einem einzelnen Prozessor und r die Restlaufzeit ist, beide aus Laufzeitschätzungen; die gewichteten und sigmoiden Formen aus Kap. 5 und die Fehlertoleranz-Heuristiken Value, Value/Cost und Value/ERT aus Kap. 7 (Tab. 7.1), die die Ausfallwahrscheinlichkeit und die Wiederherstellung jeder Option gewichten; und die Datenformen aus Kap. 6, S(ERT) + S(NTCT) mit S(IDT) (Eingabedatenzeit, Bandbreite durch Eingabegröße) und mit S(CV) (Kredit). Wo Cluster Platten haben, belegt die Eingabe eines Tasks Platte als zweite Ressource des Rucksacks, und ein Task, der auf einen anderen Cluster verlegt wird, überträgt seine Eingabe erneut. Mit Backfilling starten zwischen den Perioden frei werdende Knoten wartende Tasks in Ankunftsreihenfolge mit ihrer angeforderten Breite (UM+BF); ohne bleiben sie bis zur nächsten Periode ungenutzt (UM).</translation>
    </message>
    <message>
        <source>Vanderster (2008), ch. 4-7</source>
        <translation>Vanderster (2008), Kap. 4-7</translation>
    </message>
    <message>
        <source>P1 = v, P2 = v ERT, P3 = U3(v ERT), P4 = ERT + NTCT, P5 = U3(ERT + NTCT) (eqs. 4.5-4.11); value-weight (5.1), ntct-weight (5.3), shape (5.4) and pb (5.7) with the weights below; ft-value, ft-value-cost and ft-value-ert (Table 7.1); data, non-data, data-money and non-data-money (ch. 6: UM Data, NonData, +Money).</source>
        <translation>P1 = v, P2 = v ERT, P3 = U3(v ERT), P4 = ERT + NTCT, P5 = U3(ERT + NTCT) (Gl. 4.5-4.11); value-weight (5.1), ntct-weight (5.3), shape (5.4) und pb (5.7) mit den Gewichten unten; ft-value, ft-value-cost und ft-value-ert (Tab. 7.1); data, non-data, data-money und non-data-money (Kap. 6: UM Data, NonData, +Money).</translation>
    </message>
    <message>
        <source>Tasks start in arrival order, each at its requested width on the first cluster with enough free processors and, where clusters have a disk, enough free disk for its input. The first task that fits nowhere waits, and every task behind it too. Non-preemptive; options are ignored. Clusters are tried in platform order (the baseline FCFS of the utility studies, Basic FCFS of ch. 6; with EASY backfilling it is grid-sharing with selection first-fit) or by the time moving the task&apos;s input there and running it would take (Data FCFS of ch. 6).</source>
        <translation>Tasks starten in Ankunftsreihenfolge, jeder mit seiner angeforderten Breite auf dem ersten Cluster mit genug freien Prozessoren und, wo Cluster eine Platte haben, genug freier Platte für seine Eingabe. Der erste Task, der nirgends passt, wartet, und jeder Task dahinter ebenfalls. Nicht verdrängend; Optionen werden ignoriert. Die Cluster werden in der Reihenfolge der Plattform versucht (das Basis-FCFS der Nutzenstudien, Basic FCFS aus Kap. 6; mit EASY-Backfilling ist es grid-sharing mit Auswahl first-fit) oder nach der Zeit, die das Übertragen der Eingabe des Tasks dorthin und seine Ausführung dauern würden (Data FCFS aus Kap. 6).</translation>
    </message>
    <message>
        <source>Vanderster (2008), ch. 4-6 (baseline FCFS, Basic and Data FCFS)</source>
        <translation>Vanderster (2008), Kap. 4-6 (Basis-FCFS, Basic und Data FCFS)</translation>
    </message>
    <message>
        <source>Cluster order</source>
        <translation>Reihenfolge der Cluster</translation>
    </message>
    <message>
        <source>platform: the platform&apos;s order (FCFS, Basic FCFS); data: shortest input transfer plus run time first, by the estimate (Data FCFS, ch. 6).</source>
        <translation>platform: Reihenfolge der Plattform (FCFS, Basic FCFS); data: kürzeste Übertragung der Eingabe plus Laufzeit zuerst, nach der Schätzung (Data FCFS, Kap. 6).</translation>
    </message>
    <message>
        <source>Utility allocation of data-intensive tasks (experiment 6)</source>
        <translation>Nutzenbasierte Zuteilung datenintensiver Aufgaben (Experiment 6)</translation>
    </message>
    <message>
        <source>Source: Vanderster (2008), PhD thesis, sec. 6.3, experiment 6. The medium grid (clusters of 16, 16, 32 and 128 CPUs) with scratch disks of 100, 300, 400 and 1024 GB and each cluster&apos;s bandwidth to the storage drawn from U(10, 100) Mbit/s per window (vanderster-medium-disk-SEED); 5 windows of 1000 consecutive tasks of the SDSC SP2 trace at seeded random offsets, shifted to start at 0, each also at half and a quarter of its width, a credit ~ U(0, 1) per way it can run (uniform-credits), and input data ~ U(100 d, 1000 d) MB (inputs) for d = 1-10, 20-100 by 10, 125-500 by 25 and 550-1000 by 50. A task&apos;s input moves to its cluster at the cluster&apos;s bandwidth before it runs and takes that much disk while it runs. Schemes: Basic FCFS (cluster-fcfs: arrival order, first cluster with the CPUs and the disk), Data FCFS (order = data: the cluster of the shortest transfer plus run time first), and UM every 255 s with the utilities Data = S(ERT) + S(NTCT) + S(IDT) and NonData = S(ERT) + S(NTCT), each also + S(CV) (Money); under UM disk is the knapsack&apos;s second resource and a task moved to another cluster moves its input again. Tables, a row per d: overall completion time, total transfer time (h), migrated tasks and the correlation of credit with startup delay, means over the windows. Quick: one window of 200 tasks, d = 1, 10 and 100.</source>
        <translation>Quelle: Vanderster (2008), Dissertation, Abschn. 6.3, Experiment 6. Das mittlere Grid (Cluster mit 16, 16, 32 und 128 CPUs) mit Arbeitsplatten von 100, 300, 400 und 1024 GB und einer je Fenster aus U(10, 100) Mbit/s gezogenen Bandbreite jedes Clusters zum Speicher (vanderster-medium-disk-SEED); 5 Fenster von 1000 aufeinanderfolgenden Tasks des SDSC-SP2-Traces an zufälligen, mit Startwert gezogenen Positionen, auf Beginn 0 verschoben, jeder auch mit halber und viertel Breite, einem Kredit ~ U(0, 1) je Art, wie er laufen kann (uniform-credits), und Eingabedaten ~ U(100 d, 1000 d) MB (inputs) für d = 1-10, 20-100 in Zehnern, 125-500 in Schritten von 25 und 550-1000 in Schritten von 50. Die Eingabe eines Tasks wird vor seinem Lauf mit der Bandbreite des Clusters dorthin übertragen und belegt so viel Platte, solange er läuft. Verfahren: Basic FCFS (cluster-fcfs: Ankunftsreihenfolge, erster Cluster mit den CPUs und der Platte), Data FCFS (order = data: der Cluster mit der kürzesten Übertragung plus Laufzeit zuerst) und UM alle 255 s mit den Nutzen Data = S(ERT) + S(NTCT) + S(IDT) und NonData = S(ERT) + S(NTCT), jeweils auch + S(CV) (Money); unter UM ist die Platte die zweite Ressource des Rucksacks, und ein auf einen anderen Cluster verlegter Task überträgt seine Eingabe erneut. Tabellen, eine Zeile je d: Gesamtfertigstellungszeit, gesamte Übertragungszeit (h), migrierte Tasks und die Korrelation des Kredits mit der Startverzögerung, Mittel über die Fenster. Schnell: ein Fenster mit 200 Tasks, d = 1, 10 und 100.</translation>
    </message>
    <message>
        <source>Every node is a processor of capacity c_j = its machine&apos;s speed; a task takes one whole processor. Tasks submitted during a period P are collected; at each multiple of P the batch is ordered, then its tasks are assigned one by one, each reserved on its processor after the tasks already there (or, with gap filling, in the earliest idle gap it fits). Each processor runs its plan in order as soon as it is free; tasks ending early let the later ones move up. Work w_i = the estimate; D_i = deadline - now; delta_ij = max(d_ij, gamma_j), d_ij the task&apos;s input over the link (link-mbps; the input moves while the task waits); delta_i = sum delta_ij c_j / C; X_i = w_i / (D_i - delta_i), capped at C when the deadline is passed, unmet or absent. mmfs assigns the whole batch by best-fit decreasing on max-min fair rates, swaps and local fair order (the assignment parameter is then ignored). Period 0 is on-line: each instant&apos;s arrivals are ordered and assigned at once. With dispatch when-free nothing is planned ahead: ordered tasks wait in the scheduler&apos;s queue (wfq: one fair queue for the whole run, §2.3) and at each batch instant start on the processors idle then.</source>
        <translation>Jeder Knoten ist ein Prozessor der Kapazität c_j = Geschwindigkeit seiner Maschine; ein Task belegt einen ganzen Prozessor. Die während einer Periode P eingereichten Tasks werden gesammelt; zu jedem Vielfachen von P wird der Batch geordnet, dann werden seine Tasks einzeln zugewiesen, jeder auf seinem Prozessor nach den dort bereits vorhandenen Tasks reserviert (oder, mit Lückenfüllung, in der frühesten Leerlauflücke, in die er passt). Jeder Prozessor arbeitet seinen Plan der Reihe nach ab, sobald er frei ist; früher endende Tasks lassen die späteren aufrücken. Arbeit w_i = die Laufzeitschätzung; D_i = Frist - jetzt; delta_ij = max(d_ij, gamma_j), d_ij die Eingabe des Tasks über die Leitung (link-mbps; die Eingabe wird übertragen, während der Task wartet); delta_i = sum delta_ij c_j / C; X_i = w_i / (D_i - delta_i), begrenzt auf C, wenn die Frist verstrichen, nicht erfüllbar oder nicht vorhanden ist. mmfs weist den ganzen Batch per Best-Fit-Decreasing anhand Max-Min-fairer Raten, Vertauschungen und lokaler fairer Reihenfolge zu (der Parameter assignment wird dann ignoriert). Periode 0 ist online: Die Ankünfte jedes Zeitpunkts werden sofort geordnet und zugewiesen. Mit dispatch when-free wird nichts im Voraus geplant: Geordnete Tasks warten in der Warteschlange des Schedulers (wfq: eine faire Warteschlange für den ganzen Lauf, §2.3) und starten zu jedem Batch-Zeitpunkt auf den dann freien Prozessoren.</translation>
    </message>
    <message>
        <source>gamma_j is the start of the earliest idle gap the task fits in, not the release time; D5.2 uses it with SFTO, AFTO and MMFS. Gaps arise where a processor is free before a task&apos;s input has arrived (link-mbps &gt; 0).</source>
        <translation>gamma_j ist der Beginn der frühesten Leerlauflücke, in die der Task passt, nicht der Freigabezeitpunkt; D5.2 verwendet dies mit SFTO, AFTO und MMFS. Lücken entstehen, wo ein Prozessor frei ist, bevor die Eingabe eines Tasks angekommen ist (link-mbps &gt; 0).</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Leitung</translation>
    </message>
    <message>
        <source>Bandwidth of every link from the users to the resources (equal links, §2.2-2.3): d_ij = input bytes / bandwidth, and a task starts only once its input has arrived. 0: inputs arrive at once (d_ij = 0, as in §2.1). The output is not modelled.</source>
        <translation>Bandbreite jeder Leitung von den Benutzern zu den Ressourcen (gleiche Leitungen, §2.2-2.3): d_ij = Eingabe-Bytes / Bandbreite, und ein Task startet erst, wenn seine Eingabe angekommen ist. 0: Eingaben kommen sofort an (d_ij = 0, wie in §2.1). Die Ausgabe wird nicht modelliert.</translation>
    </message>
    <message>
        <source>Source: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), sec. 2.2.3. Workload qos-users: three users, each a Poisson stream of tasks of Exp(14,000 MI) with a soft deadline U(10, 20) s after creation; 2000 tasks per user, per-user rates 12 .. 70 tasks/s, 3 seeds. Platform phosphorus-fcte: seven resources of 30 CPUs at 10,000 MIPS (150 tasks/s in all); inputs of 1,000-10,000 bytes over equal 1 Gbit/s links (link-mbps 1000: a task waits one millisecond tick for its input; outputs are not modelled). qos-meta with period P = 5 s: FCFS, EDF and LLF ordering with ECT assignment against FCFS with FCTE and with adjusted FCTE. Tables per scheme and rate: mean task delay and its standard deviation, deadline misses, mean time past the deadline and its standard deviation, E3. Quick: 500 tasks per user, rates 20, 50 and 70, one seed.</source>
        <translation>Quelle: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), Abschn. 2.2.3. Workload qos-users: drei Benutzer, jeder ein Poisson-Strom von Tasks mit Exp(14,000 MI) und einer weichen Frist U(10, 20) s nach der Erzeugung; 2000 Tasks pro Benutzer, Raten pro Benutzer 12 .. 70 Tasks/s, 3 Seeds. Plattform phosphorus-fcte: sieben Ressourcen mit 30 CPUs zu 10,000 MIPS (insgesamt 150 Tasks/s); Eingaben von 1,000-10,000 Bytes über gleiche Leitungen mit 1 Gbit/s (link-mbps 1000: ein Task wartet einen Millisekunden-Tick auf seine Eingabe; Ausgaben werden nicht modelliert). qos-meta mit Periode P = 5 s: Reihenfolge FCFS, EDF und LLF mit ECT-Zuweisung gegen FCFS mit FCTE und mit angepasstem FCTE. Tabellen pro Verfahren und Rate: mittlere Taskverzögerung und ihre Standardabweichung, Fristüberschreitungen, mittlere Zeit nach der Frist und ihre Standardabweichung, E3. Schnellmodus: 500 Tasks pro Benutzer, Raten 20, 50 und 70, ein Seed.</translation>
    </message>
    <message>
        <source>Source: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §2.3.2, Tables 4-5. Workload qos-periodic: five users submitting fixed-size tasks at fixed inter-arrivals from t = 0, U1 419,900,000 MI every 546 s, U2 71,383,000 MI every 3278 s, U3 419,900 MI every 6010 s, U4 209,950,000 MI every 5464 .. 55 s, U5 2,099,500,000 MI every 5464 s; soft deadlines 110 s after creation (U1, U4 and U5 always miss: E3 says by how much), 1000 bytes in and out over equal 1 Gbit/s links (link-mbps 1000: each input arrives in a millisecond), equal shares; the run lasts 100 tasks of U1 (54,600 s; the deliverable leaves it open). Platform phosphorus-f3: R1, R2, R3 single CPUs of 780,000, 520,000 and 260,000 MIPS. qos-meta every P = 1 s with dispatch when-free (tasks wait in the meta-scheduler&apos;s queue until a resource is idle, as D5.2&apos;s WFQ meta-scheduler keeps them): WFQ (one fair queue for the run, WFQ virtual time) against EDF ordering, both with EST (the lowest-numbered idle resource). Tables per scheme and U4 gap: mean delay per MI, its standard deviation across users, E3, deadline misses and mean task delay. The workload draws nothing, so one seed. Quick: U4 gaps 5464, 1093 and 55 s.</source>
        <translation>Quelle: Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §2.3.2, Tab. 4-5. Workload qos-periodic: fünf Benutzer, die ab t = 0 Tasks fester Größe in festen Zwischenankunftszeiten einreichen, U1 419,900,000 MI alle 546 s, U2 71,383,000 MI alle 3278 s, U3 419,900 MI alle 6010 s, U4 209,950,000 MI alle 5464 .. 55 s, U5 2,099,500,000 MI alle 5464 s; weiche Fristen 110 s nach der Erzeugung (U1, U4 und U5 überschreiten sie immer: E3 gibt an, um wie viel), je 1000 Bytes Ein- und Ausgabe über gleiche Leitungen mit 1 Gbit/s (link-mbps 1000: jede Eingabe kommt in einer Millisekunde an), gleiche Anteile; der Lauf dauert 100 Tasks von U1 (54,600 s; das Deliverable lässt dies offen). Plattform phosphorus-f3: R1, R2, R3 einzelne CPUs mit 780,000, 520,000 und 260,000 MIPS. qos-meta alle P = 1 s mit Zuteilung when-free (Tasks warten in der Warteschlange des Meta-Schedulers, bis eine Ressource frei ist, so wie der WFQ-Meta-Scheduler aus D5.2 sie vorhält): WFQ (eine faire Warteschlange für den Lauf, virtuelle WFQ-Zeit) gegen EDF-Reihenfolge, beide mit EST (die freie Ressource mit der kleinsten Nummer). Tabellen pro Verfahren und Abstand von U4: mittlere Verzögerung pro MI, ihre Standardabweichung über die Benutzer, E3, Fristüberschreitungen und mittlere Taskverzögerung. Die Workload zieht keine Zufallszahlen, daher ein Seed. Schnellmodus: Abstände von U4 5464, 1093 und 55 s.</translation>
    </message>
</context>
<context>
    <name>CommandLineOptions</name>
    <message>
        <source>SchedLab workbench: simulate parallel job scheduling policies on workload traces.</source>
        <translation>SchedLab-Workbench: Scheduling-Strategien für parallele Jobs auf Workload-Traces simulieren.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Use this platform: a preset (ctc-sp2, m128, …), single:N, or a platform .json file.</source>
        <translation>Diese Plattform verwenden: eine Vorgabe (ctc-sp2, m128, …), single:N oder eine Plattformdatei (.json).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Select this policy (fcfs, easy, conservative, …).</source>
        <translation>Diese Strategie auswählen (fcfs, easy, conservative, …).</translation>
    </message>
    <message>
        <source>Start the simulation at once.</source>
        <translation>Die Simulation sofort starten.</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE.png once the run (or the trace load) has finished, then quit.</source>
        <translation>Ein Bild des Fensters als DATEI.png speichern, sobald der Lauf (oder das Laden des Traces) abgeschlossen ist, und dann beenden.</translation>
    </message>
    <message>
        <source>FILE.png</source>
        <translation>DATEI.png</translation>
    </message>
    <message>
        <source>Read and write settings in this .ini file.</source>
        <translation>Einstellungen in dieser .ini-Datei lesen und speichern.</translation>
    </message>
    <message>
        <source>Run the headless text demo instead of opening a window.</source>
        <translation>Die Textdemo ohne Oberfläche ausführen, statt ein Fenster zu öffnen.</translation>
    </message>
    <message>
        <source>Size of the window, e.g. 1600x1000 (for screenshots).</source>
        <translation>Größe des Fensters, z. B. 1600x1000 (für Screenshots).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>Once the run is done, select this job (SWF job number).</source>
        <translation>Nach Abschluss des Laufs diesen Job auswählen (SWF-Jobnummer).</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Once the run is done, move playback this many seconds past the first event.</source>
        <translation>Nach Abschluss des Laufs die Wiedergabe so viele Sekunden hinter das erste Ereignis setzen.</translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation>SEKUNDEN</translation>
    </message>
    <message>
        <source>--%1: expected a whole number &gt;= 0, got &apos;%2&apos;</source>
        <translation>--%1: ganze Zahl &gt;= 0 erwartet, &apos;%2&apos; erhalten</translation>
    </message>
    <message>
        <source>Store runs in this SQLite file for this session (default: the file chosen in Library ▸ Run store, else the standard data location).</source>
        <translation>Läufe in dieser Sitzung in dieser SQLite-Datei speichern (Standard: die unter Bibliothek ▸ Laufspeicher gewählte Datei, sonst der Standard-Datenspeicherort).</translation>
    </message>
    <message>
        <source>Open this run of the run store (see --db) as it ran, without simulating it again; --select-job, --now and --screenshot then apply to it.</source>
        <translation>Diesen Lauf aus dem Laufspeicher (siehe --db) so öffnen, wie er lief, ohne ihn neu zu simulieren; --select-job, --now und --screenshot gelten dann für ihn.</translation>
    </message>
    <message>
        <source>--open-run and --run exclude each other: a stored run is shown as it ran</source>
        <translation>--open-run und --run schließen einander aus: ein gespeicherter Lauf wird gezeigt, wie er lief</translation>
    </message>
    <message>
        <source>With --select-job on an economic run, replay the market and show the job&apos;s offers (--screenshot waits for them).</source>
        <translation>Mit --select-job bei einem ökonomischen Lauf den Markt wiederholen und die Angebote des Jobs zeigen (--screenshot wartet auf sie).</translation>
    </message>
    <message>
        <source>A trace to open, as with --trace.</source>
        <translation>Ein zu öffnender Trace, wie mit --trace.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;: give one trace</source>
        <translation>unerwartetes Argument &apos;%1&apos;: bitte nur einen Trace angeben</translation>
    </message>
    <message>
        <source>give the trace either as --trace or as an argument, not both</source>
        <translation>den Trace entweder mit --trace oder als Argument angeben, nicht beides</translation>
    </message>
    <message>
        <source>Once the run is done, show this tab of its lower panel, by its title (e.g. &quot;Per user&quot;).</source>
        <translation>Nach dem Lauf diesen Reiter des unteren Bereichs zeigen, nach seinem Titel (z. B. &quot;Pro Benutzer&quot;).</translation>
    </message>
    <message>
        <source>TITLE</source>
        <translation>TITEL</translation>
    </message>
    <message>
        <source>With --study: the results of its quick form.</source>
        <translation>Mit --study: die Ergebnisse ihrer Kurzform.</translation>
    </message>
    <message>
        <source>Open the results of this study preset from the run store (see --db), as Library ▸ Reproduce a study does; --screenshot waits for its tables.</source>
        <translation>Die Ergebnisse dieser Studienvorlage aus dem Laufspeicher öffnen (siehe --db), wie Bibliothek ▸ Studie reproduzieren; --screenshot wartet auf ihre Tabellen.</translation>
    </message>
    <message>
        <source>Once the run is done, save its Gantt chart to FILE (SVG if the name ends in .svg, else PNG), the legend beside it, then quit.</source>
        <translation>Nach dem Lauf dessen Gantt-Diagramm in DATEI speichern (SVG, wenn der Name auf .svg endet, sonst PNG), die Legende daneben, dann beenden.</translation>
    </message>
    <message>
        <source>Size of --export-chart&apos;s picture (default 1920x1080).</source>
        <translation>Größe des Bildes von --export-chart (Standard 1920x1080).</translation>
    </message>
    <message>
        <source>--export-chart draws the view on screen (see --now) instead of the whole run.</source>
        <translation>--export-chart zeichnet die Ansicht auf dem Bildschirm (siehe --now) statt des ganzen Laufs.</translation>
    </message>
    <message>
        <source>--%1: expected WIDTHxHEIGHT, got &apos;%2&apos;</source>
        <translation>--%1: BREITExHÖHE erwartet, erhalten: „%2“</translation>
    </message>
    <message>
        <source>Open this trace at start-up: SWF (plain or .gz), SchedLab jobs (.jsonl), a Batsim workload (.json), Slurm accounting, or a generated workload such as generate:site-poisson:jobs=400,seed=1.</source>
        <translation>Diesen Trace beim Start öffnen: SWF (unkomprimiert oder .gz), SchedLab-Jobs (.jsonl), eine Batsim-Last (.json), Slurm-Accounting oder eine erzeugte Last wie generate:site-poisson:jobs=400,seed=1.</translation>
    </message>
</context>
<context>
    <name>CreditPalette</name>
    <message>
        <source>credit %1–%2</source>
        <translation>Kredit %1–%2</translation>
    </message>
    <message>
        <source>No credit</source>
        <translation>Kein Kredit</translation>
    </message>
</context>
<context>
    <name>DecisionExplainer</name>
    <message>
        <source>(unknown job)</source>
        <translation>(unbekannter Job)</translation>
    </message>
    <message>
        <source>Not started: the run ended before this job could start.</source>
        <translation>Nicht gestartet: Der Lauf endete, bevor dieser Job starten konnte.</translation>
    </message>
    <message>
        <source>Started in order: it was next in the policy&apos;s queue and enough nodes were free.</source>
        <translation>In Reihenfolge gestartet: Er stand als Nächster in der Warteschlange der Strategie, und es waren genügend Knoten frei.</translation>
    </message>
    <message>
        <source>Backfilled (EASY): ends by its estimate at %1, before the shadow time %2 of job %3.</source>
        <translation>Backfilling (EASY): Endet laut Laufzeitschätzung um %1, vor der Schattenzeit %2 von Job %3.</translation>
    </message>
    <message>
        <source>Backfilled (EASY): uses %1 of the %2 extra nodes of job %3&apos;s reservation (shadow time %4), so it cannot delay job %3.</source>
        <translation>Backfilling (EASY): Belegt %1 der %2 zusätzlichen Knoten der Reservierung von Job %3 (Schattenzeit %4) und kann Job %3 daher nicht verzögern.</translation>
    </message>
    <message>
        <source>Backfilled (conservative): delays no reservation; job %1 is reserved at %2.</source>
        <translation>Backfilling (konservativ): Verzögert keine Reservierung; Job %1 ist für %2 reserviert.</translation>
    </message>
    <message>
        <source>First fit: job %1 ahead of it did not fit.</source>
        <translation>First Fit: Der vor ihm stehende Job %1 passte nicht.</translation>
    </message>
    <message>
        <source>Started at its reserved time.</source>
        <translation>Zu seiner reservierten Zeit gestartet.</translation>
    </message>
    <message>
        <source>Started by preempting job %1.</source>
        <translation>Durch Verdrängung von Job %1 gestartet.</translation>
    </message>
    <message>
        <source>Started by preempting running jobs.</source>
        <translation>Durch Verdrängung laufender Jobs gestartet.</translation>
    </message>
    <message>
        <source>Spread over several machines: no single machine could start it as early.</source>
        <translation>Auf mehrere Maschinen verteilt: Keine einzelne Maschine konnte ihn so früh starten.</translation>
    </message>
    <message>
        <source>Started by the policy (no further reason recorded).</source>
        <translation>Von der Strategie gestartet (kein weiterer Grund aufgezeichnet).</translation>
    </message>
    <message>
        <source>Submitted: width %1, estimate %2</source>
        <translation>Eingereicht: Breite %1, Laufzeitschätzung %2</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Eingereicht</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Preempted</source>
        <translation>Verdrängt</translation>
    </message>
    <message>
        <source>Policy timer</source>
        <translation>Strategie-Timer</translation>
    </message>
    <message>
        <source>Started in order</source>
        <translation>In Reihenfolge gestartet</translation>
    </message>
    <message>
        <source>Backfilled before the shadow time</source>
        <translation>Backfilling vor der Schattenzeit</translation>
    </message>
    <message>
        <source>Backfilled on extra nodes</source>
        <translation>Backfilling auf zusätzlichen Knoten</translation>
    </message>
    <message>
        <source>Backfilled without delay</source>
        <translation>Backfilling ohne Verzögerung</translation>
    </message>
    <message>
        <source>First fit</source>
        <translation>First Fit</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Reservierung</translation>
    </message>
    <message>
        <source>Preemptor</source>
        <translation>Verdrängend</translation>
    </message>
    <message>
        <source>Multi-site</source>
        <translation>Standortübergreifend</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Einreichung</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Preempt</source>
        <translation>Verdrängung</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzung</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Timer</translation>
    </message>
    <message>
        <source>Completed (waited %1, ran %2)</source>
        <translation>Beendet (Wartezeit %1, Laufzeit %2)</translation>
    </message>
    <message>
        <source>Started early: it was booked for %1, and jobs ending before their estimates left its booked nodes free until then.</source>
        <translation>Früh gestartet: Er war für %1 eingeplant, und Jobs, die vor ihrer Laufzeitschätzung endeten, ließen die für ihn gebuchten Knoten bis dahin frei.</translation>
    </message>
    <message>
        <source>Early start</source>
        <translation>Früher Start</translation>
    </message>
    <message>
        <source>%1 after its soft deadline</source>
        <translation>%1 nach seiner weichen Frist</translation>
    </message>
    <message>
        <source>Rejected at admission: the policy refused it, so it never ran (Phosphorus D5.2, 2007)</source>
        <translation>Bei der Zulassung abgelehnt: Die Strategie hat ihn abgewiesen, er lief also nie (Phosphorus D5.2, 2007)</translation>
    </message>
    <message>
        <source>Dropped: its hard deadline passed before it could finish</source>
        <translation>Verworfen: Seine harte Frist verstrich, bevor er enden konnte</translation>
    </message>
    <message>
        <source>Dropped by the policy: it gave the job up before it finished</source>
        <translation>Von der Strategie verworfen: Sie gab den Job vor seinem Ende auf</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Verworfen</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Failed: a fault ended it at %1, with no recovery.</source>
        <translation>Fehlgeschlagen: Ein Fehler beendete ihn um %1, ohne Wiederaufnahme.</translation>
    </message>
    <message>
        <source>Migrated: continued from its checkpoint on other nodes, its remaining work carried over (Vanderster 2008, ch. 4)</source>
        <translation>Migriert: vom Checkpoint aus auf anderen Knoten fortgesetzt, die verbleibende Arbeit wurde übernommen (Vanderster 2008, Kap. 4)</translation>
    </message>
    <message>
        <source>Fault: it had no recovery and failed (Vanderster 2008, ch. 7)</source>
        <translation>Fehler: ohne Wiederherstellung ist der Job fehlgeschlagen (Vanderster 2008, Kap. 7)</translation>
    </message>
    <message>
        <source>Fault in one replica: its nodes are free, the other copy runs on (Vanderster 2008, ch. 7)</source>
        <translation>Fehler in einem Replikat: seine Knoten sind frei, die andere Kopie läuft weiter (Vanderster 2008, Kap. 7)</translation>
    </message>
    <message>
        <source>Fault: the job restarts from the beginning on the same nodes (Vanderster 2008, ch. 7)</source>
        <translation>Fehler: der Job beginnt auf denselben Knoten von vorn (Vanderster 2008, Kap. 7)</translation>
    </message>
    <message>
        <source>Migrate</source>
        <translation>Migration</translation>
    </message>
    <message>
        <source>Fault</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Earliest completion (min-min): of the waiting jobs and the machines free for them, this job on this machine would complete first.</source>
        <translation>Früheste Fertigstellung (Min-Min): Von allen wartenden Jobs und den für sie freien Maschinen wäre dieser Job auf dieser Maschine als erster fertig.</translation>
    </message>
    <message>
        <source>Allocated at %1: the period&apos;s knapsack over all waiting and running jobs picked this way for it, as worth more than the other ways its nodes could be used.</source>
        <translation>Zugeteilt um %1: Das Rucksackproblem der Periode über alle wartenden und laufenden Jobs wählte diese Ausführungsart, weil sie mehr wert ist als jede andere Nutzung ihrer Knoten.</translation>
    </message>
    <message>
        <source>Earliest completion</source>
        <translation>Früheste Fertigstellung</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>Zugeteilt</translation>
    </message>
    <message>
        <source>Withheld by its bucket</source>
        <translation>Vom Bucket zurückgehalten</translation>
    </message>
    <message>
        <source>A guaranteed task its user&apos;s leaky bucket held back until %1, to keep the user&apos;s work within its registered burst and rate. Then it went to its resource&apos;s fair queue, or to best effort if its delay bound could no longer meet its deadline.</source>
        <translation>Eine garantierte Aufgabe, die der Leaky Bucket ihres Benutzers bis %1 zurückhielt, damit die Arbeit des Benutzers innerhalb des registrierten Bursts und der Rate bleibt. Danach kam sie in die Fair Queue ihrer Ressource oder zu Best Effort, wenn ihre Verzögerungsschranke die Frist nicht mehr einhalten konnte.</translation>
    </message>
    <message>
        <source>Refused when its batch was assigned: it could not meet its deadline (the baselines of Varvarigos, Kokkinos et al., 2007, §2.1). It re-applied at %1, when job %2, the last task assigned feasibly, was planned to complete, and then ran without the deadline test. E1 and E2 count it as not served.</source>
        <translation>Abgewiesen, als sein Batch zugewiesen wurde: Er konnte seine Frist nicht einhalten (die Vergleichsverfahren von Varvarigos, Kokkinos et al., 2007, §2.1). Er bewarb sich um %1 erneut, als Job %2, der letzte zulässig zugewiesene Task, planmäßig fertig sein sollte, und lief dann ohne Fristprüfung. E1 und E2 zählen ihn als nicht bedient.</translation>
    </message>
    <message>
        <source>Refused when its batch was assigned: it could not meet its deadline (the baselines of Varvarigos, Kokkinos et al., 2007, §2.1). It re-applied at %1 and then ran without the deadline test. E1 and E2 count it as not served.</source>
        <translation>Abgewiesen, als sein Batch zugewiesen wurde: Er konnte seine Frist nicht einhalten (die Vergleichsverfahren von Varvarigos, Kokkinos et al., 2007, §2.1). Er bewarb sich um %1 erneut und lief dann ohne Fristprüfung. E1 und E2 zählen ihn als nicht bedient.</translation>
    </message>
    <message>
        <source>Re-applied after refusal</source>
        <translation>Nach Abweisung erneut beworben</translation>
    </message>
    <message>
        <source>Waited for its input: its processor was free, and its input, moving over the link since %1, arrived now. The meta-scheduler plans a task at delta = max(d, gamma), the later of the input&apos;s arrival and the processor&apos;s release (Varvarigos, Kokkinos et al., 2007, eq. 2).</source>
        <translation>Auf die Eingabe gewartet: Sein Prozessor war frei, und seine Eingabe, die seit %1 über die Leitung übertragen wurde, ist jetzt angekommen. Der Meta-Scheduler plant einen Task bei delta = max(d, gamma), dem späteren Zeitpunkt von Ankunft der Eingabe und Freigabe des Prozessors (Varvarigos, Kokkinos et al., 2007, Gl. 2).</translation>
    </message>
    <message>
        <source>Waited for its input</source>
        <translation>Auf die Eingabe gewartet</translation>
    </message>
</context>
<context>
    <name>GanttGutter</name>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>relative time</source>
        <translation>relative Zeit</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%n node(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%n Knoten</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;node %1 (platform node %2)</source>
        <translation>&lt;br&gt;Knoten %1 (Plattformknoten %2)</translation>
    </message>
</context>
<context>
    <name>GanttJobText</name>
    <message>
        <source>not started</source>
        <translation>nicht gestartet</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(unbekannt)</translation>
    </message>
    <message>
        <source>started in order: first in the policy&apos;s queue, and it fit</source>
        <translation>in Reihenfolge gestartet: Erster in der Warteschlange der Strategie, und er passte</translation>
    </message>
    <message>
        <source>backfilled: ends before the shadow time of job %1</source>
        <translation>per Backfilling gestartet: endet vor der Schattenzeit von Job %1</translation>
    </message>
    <message>
        <source>backfilled: ends before the shadow time of job %1 (%2)</source>
        <translation>per Backfilling gestartet: endet vor der Schattenzeit von Job %1 (%2)</translation>
    </message>
    <message>
        <source>backfilled: uses only the %1 extra nodes job %2 will not need</source>
        <translation>per Backfilling gestartet: belegt nur die %1 zusätzlichen Knoten, die Job %2 nicht benötigt</translation>
    </message>
    <message>
        <source>backfilled: uses only nodes job %1 will not need</source>
        <translation>per Backfilling gestartet: belegt nur Knoten, die Job %1 nicht benötigt</translation>
    </message>
    <message>
        <source>backfilled: delays no earlier reservation (conservative)</source>
        <translation>per Backfilling gestartet: verzögert keine frühere Reservierung (konservativ)</translation>
    </message>
    <message>
        <source>first fit: earlier jobs in the list did not fit</source>
        <translation>First Fit: frühere Jobs in der Liste passten nicht</translation>
    </message>
    <message>
        <source>started at its reservation</source>
        <translation>zu seiner Reservierung gestartet</translation>
    </message>
    <message>
        <source>started at its reservation (%1)</source>
        <translation>zu seiner Reservierung gestartet (%1)</translation>
    </message>
    <message>
        <source>started by preempting running jobs</source>
        <translation>durch Verdrängen laufender Jobs gestartet</translation>
    </message>
    <message>
        <source>multi-site: spread over several machines</source>
        <translation>standortübergreifend: auf mehrere Maschinen verteilt</translation>
    </message>
    <message>
        <source>started before its booked time: its nodes freed early</source>
        <translation>vor seiner gebuchten Zeit gestartet: seine Knoten wurden früher frei</translation>
    </message>
    <message>
        <source>started before its booked time %1: its nodes freed early</source>
        <translation>vor seiner gebuchten Zeit %1 gestartet: seine Knoten wurden früher frei</translation>
    </message>
    <message>
        <source>started by the policy (no further detail)</source>
        <translation>von der Strategie gestartet (keine weiteren Details)</translation>
    </message>
    <message>
        <source>Job %1</source>
        <translation>Job %1</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>multi-site: %1</source>
        <translation>standortübergreifend: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) requested</source>
        <translation>
            <numerusform>%n Knoten angefordert</numerusform>
            <numerusform>%n Knoten angefordert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s): %1</source>
        <translation>
            <numerusform>%n Knoten: %1</numerusform>
            <numerusform>%n Knoten: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Einreichung</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>nicht beendet</translation>
    </message>
    <message>
        <source>Wait</source>
        <translation>Wartezeit</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hart</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>weich</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>%1 (%2, missed)</source>
        <translation>%1 (%2, verpasst)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>%1 (estimate %2, %3 % used)</source>
        <translation>%1 (Laufzeitschätzung %2, %3 % genutzt)</translation>
    </message>
    <message>
        <source>Preempted</source>
        <translation>Verdrängt</translation>
    </message>
    <message numerus="yes">
        <source>ran in %n segment(s)</source>
        <translation>
            <numerusform>lief in %n Abschnitt</numerusform>
            <numerusform>lief in %n Abschnitten</numerusform>
        </translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) folded here</source>
        <translation>
            <numerusform>%n Job hier zusammengefasst</numerusform>
            <numerusform>%n Jobs hier zusammengefasst</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, node %2</source>
        <translation>%1, Knoten %2</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Too narrow to draw one by one; zoom in (wheel) to see them.</source>
        <translation>Zu schmal für eine Einzeldarstellung; zoomen Sie hinein (Mausrad), um sie zu sehen.</translation>
    </message>
    <message>
        <source>min-min: of the waiting jobs, it would complete first</source>
        <translation>Min-Min: von den wartenden Jobs als erster fertig</translation>
    </message>
    <message>
        <source>picked by the period&apos;s allocation (knapsack)</source>
        <translation>von der Zuteilung der Periode gewählt (Rucksack)</translation>
    </message>
    <message>
        <source>picked by the allocation at %1 (knapsack)</source>
        <translation>von der Zuteilung um %1 gewählt (Rucksack)</translation>
    </message>
    <message>
        <source>guaranteed: withheld by its leaky bucket, then queued</source>
        <translation>garantiert: vom Leaky Bucket zurückgehalten, dann eingereiht</translation>
    </message>
    <message>
        <source>guaranteed: withheld by its leaky bucket until %1, then queued</source>
        <translation>garantiert: bis %1 vom Leaky Bucket zurückgehalten, dann eingereiht</translation>
    </message>
    <message>
        <source>refused (deadline not feasible), then re-applied</source>
        <translation>abgewiesen (Frist nicht einhaltbar), dann erneut beworben</translation>
    </message>
    <message>
        <source>refused (deadline not feasible), re-applied at %1</source>
        <translation>abgewiesen (Frist nicht einhaltbar), erneut beworben um %1</translation>
    </message>
    <message>
        <source>its processor was free: started when its input arrived</source>
        <translation>Prozessor war frei: gestartet, als seine Eingabe ankam</translation>
    </message>
    <message>
        <source>its processor was free: started when its input, moving since %1, arrived</source>
        <translation>Prozessor war frei: gestartet, als seine seit %1 übertragene Eingabe ankam</translation>
    </message>
</context>
<context>
    <name>GanttLegend</name>
    <message>
        <source>Preempted: gap between segments</source>
        <translation>Verdrängt: Lücke zwischen Abschnitten</translation>
    </message>
    <message>
        <source>Multi-site: hatched, parts linked</source>
        <translation>Standortübergreifend: schraffiert, Teile verbunden</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Deadline missed</source>
        <translation>Frist verpasst</translation>
    </message>
    <message>
        <source>Ended in a fault</source>
        <translation>Durch Fehler beendet</translation>
    </message>
    <message>
        <source>Moved: continued on other nodes</source>
        <translation>Verschoben: auf anderen Knoten fortgesetzt</translation>
    </message>
    <message>
        <source>Batch instant: the tasks queued are assigned</source>
        <translation>Stapelzeitpunkt: die wartenden Aufgaben werden zugeteilt</translation>
    </message>
</context>
<context>
    <name>GanttPalette</name>
    <message>
        <source>In order</source>
        <translation>In Reihenfolge</translation>
    </message>
    <message>
        <source>Backfilled (EASY shadow)</source>
        <translation>Backfilling (EASY-Schattenzeit)</translation>
    </message>
    <message>
        <source>Backfilled (extra nodes)</source>
        <translation>Backfilling (Zusatzknoten)</translation>
    </message>
    <message>
        <source>Backfilled (conservative)</source>
        <translation>Backfilling (konservativ)</translation>
    </message>
    <message>
        <source>First fit</source>
        <translation>First Fit</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Reservierung</translation>
    </message>
    <message>
        <source>Preemptor</source>
        <translation>Verdrängend</translation>
    </message>
    <message>
        <source>Multi-site</source>
        <translation>Standortübergreifend</translation>
    </message>
    <message>
        <source>Early start</source>
        <translation>Früher Start</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>Colour by user</source>
        <translation>Nach Benutzer färben</translation>
    </message>
    <message>
        <source>Colour by width (nodes)</source>
        <translation>Nach Breite färben (Knoten)</translation>
    </message>
    <message>
        <source>Colour by wait time</source>
        <translation>Nach Wartezeit färben</translation>
    </message>
    <message>
        <source>Colour by scheduling decision</source>
        <translation>Nach Scheduling-Entscheidung färben</translation>
    </message>
    <message>
        <source>Unknown user</source>
        <translation>Unbekannter Benutzer</translation>
    </message>
    <message>
        <source>User %1</source>
        <translation>Benutzer %1</translation>
    </message>
    <message numerus="yes">
        <source>+ %n more user(s)</source>
        <translation>
            <numerusform>+ %n weiterer Benutzer</numerusform>
            <numerusform>+ %n weitere Benutzer</numerusform>
        </translation>
    </message>
    <message>
        <source>1 node</source>
        <translation>1 Knoten</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <source>%1–%2 nodes</source>
        <translation>%1–%2 Knoten</translation>
    </message>
    <message>
        <source>wait &lt; 1 min</source>
        <translation>Wartezeit &lt; 1 min</translation>
    </message>
    <message>
        <source>1–10 min</source>
        <translation>1–10 min</translation>
    </message>
    <message>
        <source>10 min–1 h</source>
        <translation>10 min–1 h</translation>
    </message>
    <message>
        <source>1–4 h</source>
        <translation>1–4 h</translation>
    </message>
    <message>
        <source>4–12 h</source>
        <translation>4–12 h</translation>
    </message>
    <message>
        <source>12 h–1 d</source>
        <translation>12 h–1 d</translation>
    </message>
    <message>
        <source>≥ 1 day</source>
        <translation>≥ 1 Tag</translation>
    </message>
    <message>
        <source>Colour by origin site</source>
        <translation>Nach Herkunftsstandort färben</translation>
    </message>
    <message>
        <source>Earliest completion</source>
        <translation>Früheste Fertigstellung</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>Zugeteilt</translation>
    </message>
    <message>
        <source>Colour by credit</source>
        <translation>Nach Kredit färben</translation>
    </message>
    <message>
        <source>Withheld (leaky bucket)</source>
        <translation>Zurückgehalten (Leaky Bucket)</translation>
    </message>
    <message>
        <source>Re-applied after refusal</source>
        <translation>Nach Abweisung erneut beworben</translation>
    </message>
    <message>
        <source>Waited for its input</source>
        <translation>Auf die Eingabe gewartet</translation>
    </message>
</context>
<context>
    <name>OriginSitePalette</name>
    <message>
        <source>Site %1</source>
        <translation>Standort %1</translation>
    </message>
    <message>
        <source>No origin site</source>
        <translation>Kein Herkunftsstandort</translation>
    </message>
</context>
<context>
    <name>ParameterText</name>
    <message>
        <source>Range: %1 to %2%3</source>
        <translation>Bereich: %1 bis %2%3</translation>
    </message>
    <message>
        <source>Choices: %1</source>
        <translation>Auswahl: %1</translation>
    </message>
    <message>
        <source>a whole number between %1 and %2</source>
        <translation>eine ganze Zahl zwischen %1 und %2</translation>
    </message>
    <message>
        <source>a number between %1 and %2</source>
        <translation>eine Zahl zwischen %1 und %2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>acceptable text</source>
        <translation>zulässigen Text</translation>
    </message>
</context>
<context>
    <name>TickScale</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
</context>
<context>
    <name>TimeAxis</name>
    <message>
        <source>day %1</source>
        <translation>Tag %1</translation>
    </message>
</context>
<context>
    <name>TimeFormatter</name>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>day %1, %2:%3:%4</source>
        <translation>Tag %1, %2:%3:%4</translation>
    </message>
    <message>
        <source>day %1</source>
        <translation>Tag %1</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 d %2 h</translation>
    </message>
</context>
<context>
    <name>TraceClock</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 d %2 h</translation>
    </message>
    <message>
        <source>Relative trace time (days hh:mm:ss); the trace has no UnixStartTime.</source>
        <translation>Relative Trace-Zeit (Tage hh:mm:ss); der Trace hat keine UnixStartTime.</translation>
    </message>
    <message>
        <source>Calendar time in %1</source>
        <translation>Kalenderzeit in %1</translation>
    </message>
</context>
<context>
    <name>TraceHistogramData</name>
    <message>
        <source>&lt;10s</source>
        <translation>&lt;10s</translation>
    </message>
    <message>
        <source>10–30s</source>
        <translation>10–30s</translation>
    </message>
    <message>
        <source>30s–1m</source>
        <translation>30s–1m</translation>
    </message>
    <message>
        <source>1–2m</source>
        <translation>1–2m</translation>
    </message>
    <message>
        <source>2–5m</source>
        <translation>2–5m</translation>
    </message>
    <message>
        <source>5–10m</source>
        <translation>5–10m</translation>
    </message>
    <message>
        <source>10–30m</source>
        <translation>10–30m</translation>
    </message>
    <message>
        <source>30m–1h</source>
        <translation>30m–1h</translation>
    </message>
    <message>
        <source>1–2h</source>
        <translation>1–2h</translation>
    </message>
    <message>
        <source>2–4h</source>
        <translation>2–4h</translation>
    </message>
    <message>
        <source>4–8h</source>
        <translation>4–8h</translation>
    </message>
    <message>
        <source>8–16h</source>
        <translation>8–16h</translation>
    </message>
    <message>
        <source>16h–1d</source>
        <translation>16h–1d</translation>
    </message>
    <message>
        <source>1–2d</source>
        <translation>1–2d</translation>
    </message>
    <message>
        <source>≥2d</source>
        <translation>≥2d</translation>
    </message>
    <message>
        <source>trace clock</source>
        <translation>Trace-Uhr</translation>
    </message>
</context>
<context>
    <name>schedlab::AdviseDialog</name>
    <message>
        <source>Mean wait</source>
        <translation>Mittlere Wartezeit</translation>
    </message>
    <message>
        <source>AWRT</source>
        <translation>AWRT</translation>
    </message>
    <message>
        <source>Mean bounded slowdown</source>
        <translation>Mittlere begrenzte Verlangsamung</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation>Makespan</translation>
    </message>
    <message>
        <source>Spread of users&apos; mean waits</source>
        <translation>Streuung der mittleren Wartezeiten der Nutzer</translation>
    </message>
    <message>
        <source>Worst user&apos;s mean wait</source>
        <translation>Mittlere Wartezeit des am schlechtesten gestellten Nutzers</translation>
    </message>
    <message>
        <source>Policy advice</source>
        <translation>Strategieempfehlung</translation>
    </message>
    <message>
        <source>Objectives (weights)</source>
        <translation>Ziele (Gewichte)</translation>
    </message>
    <message>
        <source>Quick: the main policies</source>
        <translation>Schnell: die wichtigsten Strategien</translation>
    </message>
    <message>
        <source>Full: every variant</source>
        <translation>Vollständig: jede Variante</translation>
    </message>
    <message>
        <source>The policy the log was recorded under: who gains and who loses is measured against it</source>
        <translation>Die Strategie, unter der das Protokoll aufgezeichnet wurde: Gewinner und Verlierer werden an ihr gemessen</translation>
    </message>
    <message>
        <source>Log:</source>
        <translation>Protokoll:</translation>
    </message>
    <message>
        <source>Platform:</source>
        <translation>Plattform:</translation>
    </message>
    <message>
        <source>Budget:</source>
        <translation>Umfang:</translation>
    </message>
    <message>
        <source>Baseline:</source>
        <translation>Vergleichsbasis:</translation>
    </message>
    <message>
        <source>Advise</source>
        <translation>Empfehlen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Save report…</source>
        <translation>Bericht speichern…</translation>
    </message>
    <message>
        <source>Runs every policy on the whole log, each month, with exact estimates and on a machine 10 % smaller and larger; runs already stored are reused.</source>
        <translation>Führt jede Strategie auf dem ganzen Protokoll, jedem Monat, mit exakten Laufzeitschätzungen und auf einer um 10 % kleineren und größeren Maschine aus; bereits gespeicherte Läufe werden wiederverwendet.</translation>
    </message>
    <message>
        <source>Save the advice</source>
        <translation>Empfehlung speichern</translation>
    </message>
    <message>
        <source>HTML pages (*.html)</source>
        <translation>HTML-Seiten (*.html)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>The advice did not start: %1</source>
        <translation>Die Empfehlung wurde nicht gestartet: %1</translation>
    </message>
    <message>
        <source>Done. The runs are in the run library under the group %1.</source>
        <translation>Fertig. Die Läufe stehen in der Laufbibliothek unter der Gruppe %1.</translation>
    </message>
    <message>
        <source>Planning the runs…</source>
        <translation>Die Läufe werden geplant…</translation>
    </message>
    <message>
        <source>Cancelled: the runs done so far are stored, and the next advice reuses them.</source>
        <translation>Abgebrochen: Die bisherigen Läufe sind gespeichert, und die nächste Empfehlung verwendet sie wieder.</translation>
    </message>
    <message>
        <source>Analysing the runs…</source>
        <translation>Die Läufe werden ausgewertet…</translation>
    </message>
    <message>
        <source>&lt;p&gt;The advice could not be made: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Empfehlung konnte nicht erstellt werden: %1&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>schedlab::AppStartup</name>
    <message>
        <source>--platform %1: %2</source>
        <translation>--platform %1: %2</translation>
    </message>
    <message>
        <source>--policy %1: no such policy</source>
        <translation>--policy %1: keine solche Strategie</translation>
    </message>
</context>
<context>
    <name>schedlab::BatchProgressText</name>
    <message>
        <source>%1 of %2: %3 simulated, %4 already stored, %5 failed — about %6 left</source>
        <translation>%1/%2: %3 simuliert, %4 bereits gespeichert, %5 fehlgeschlagen — noch etwa %6</translation>
    </message>
    <message>
        <source>%1 of %2: %3 simulated, %4 already stored, %5 failed</source>
        <translation>%1/%2: %3 simuliert, %4 bereits gespeichert, %5 fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>schedlab::ComparisonBarCharts</name>
    <message>
        <source>Tick the metrics to chart</source>
        <translation>Kennzahlen für das Diagramm ankreuzen</translation>
    </message>
</context>
<context>
    <name>schedlab::ComparisonJobsTab</name>
    <message>
        <source>Run A:</source>
        <translation>Lauf A:</translation>
    </message>
    <message>
        <source>Run B:</source>
        <translation>Lauf B:</translation>
    </message>
    <message>
        <source>Click a job to show it in both Gantt charts</source>
        <translation>Auf einen Job klicken, um ihn in beiden Gantt-Diagrammen anzuzeigen</translation>
    </message>
    <message>
        <source>Run A: %1</source>
        <translation>Lauf A: %1</translation>
    </message>
    <message>
        <source>Run B: %1</source>
        <translation>Lauf B: %1</translation>
    </message>
    <message>
        <source>Start in B − start in A, matched by job id: %1 jobs matched, %2 started earlier in B, %3 later, %4 at the same time, %5 not matched. Mean delta %6 s, median %7 s.</source>
        <translation>Start in B − Start in A, zugeordnet über die Job-ID: %1 Jobs zugeordnet, %2 in B früher gestartet, %3 später, %4 zur selben Zeit, %5 nicht zugeordnet. Mittlere Differenz %6 s, Median %7 s.</translation>
    </message>
    <message>
        <source>Jobs by start delta B − A</source>
        <translation>Jobs nach Startdifferenz B − A</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>Jobs</translation>
    </message>
</context>
<context>
    <name>schedlab::ComparisonPivotTab</name>
    <message>
        <source>Columns: the backfilling variant (list, conservative, EASY; policies are then grouped into families), a policy parameter, the platform, the transforms, the trace or the seed</source>
        <translation>Spalten: die Backfilling-Variante (Liste, konservativ, EASY; die Strategien werden dann zu Familien gruppiert), ein Strategieparameter, die Plattform, die Transformationen, der Trace oder der Startwert (Seed)</translation>
    </message>
    <message>
        <source>Columns:</source>
        <translation>Spalten:</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>Kennzahl:</translation>
    </message>
    <message>
        <source>%1: improvement over reference run %2 in percent (positive = better, negative = worse)</source>
        <translation>%1: Verbesserung gegenüber Referenzlauf %2 in Prozent (positiv = besser, negativ = schlechter)</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) hold more than one run; each shows the first run.</source>
        <translation>
            <numerusform>%n Zelle enthält mehr als einen Lauf; sie zeigt den ersten Lauf.</numerusform>
            <numerusform>%n Zellen enthalten mehr als einen Lauf; jede zeigt den ersten Lauf.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>schedlab::ComparisonTimeSeries</name>
    <message>
        <source>AWRT so far (s)</source>
        <translation>Bisherige AWRT (s)</translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation>Auslastung (%)</translation>
    </message>
    <message>
        <source>Busy nodes</source>
        <translation>Belegte Knoten</translation>
    </message>
    <message>
        <source>Queue length (jobs)</source>
        <translation>Länge der Warteschlange (Jobs)</translation>
    </message>
    <message>
        <source>Series:</source>
        <translation>Reihe:</translation>
    </message>
    <message>
        <source>days since the first sample</source>
        <translation>Tage seit dem ersten Messpunkt</translation>
    </message>
    <message>
        <source>%1 over time</source>
        <translation>%1 im Zeitverlauf</translation>
    </message>
</context>
<context>
    <name>schedlab::ComparisonView</name>
    <message>
        <source>The run every percentage is measured against</source>
        <translation>Der Lauf, auf den sich alle Prozentwerte beziehen</translation>
    </message>
    <message>
        <source>Export table as CSV…</source>
        <translation>Tabelle als CSV exportieren…</translation>
    </message>
    <message>
        <source>Export chart (PNG/SVG)…</source>
        <translation>Diagramm exportieren (PNG/SVG)…</translation>
    </message>
    <message>
        <source>Reference run:</source>
        <translation>Referenzlauf:</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>Pivot</source>
        <translation>Pivot</translation>
    </message>
    <message>
        <source>Bar charts</source>
        <translation>Balkendiagramme</translation>
    </message>
    <message>
        <source>Time series</source>
        <translation>Zeitreihen</translation>
    </message>
    <message>
        <source>Job differences</source>
        <translation>Job-Unterschiede</translation>
    </message>
    <message>
        <source>%1: lower is better</source>
        <translation>%1: niedriger ist besser</translation>
    </message>
    <message>
        <source>%1: higher is better</source>
        <translation>%1: höher ist besser</translation>
    </message>
    <message>
        <source>%1: improvement over reference run %2 in percent (positive = better, negative = worse). Green: better than the reference, red: worse.</source>
        <translation>%1: Verbesserung gegenüber Referenzlauf %2 in Prozent (positiv = besser, negativ = schlechter). Grün: besser als die Referenz, rot: schlechter.</translation>
    </message>
    <message>
        <source>SchedLab metric comparison</source>
        <translation>SchedLab-Kennzahlenvergleich</translation>
    </message>
    <message>
        <source>SchedLab time series comparison</source>
        <translation>SchedLab-Zeitreihenvergleich</translation>
    </message>
    <message>
        <source>SchedLab start-time differences</source>
        <translation>SchedLab-Startzeitdifferenzen</translation>
    </message>
    <message>
        <source>Export table as CSV</source>
        <translation>Tabelle als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
</context>
<context>
    <name>schedlab::CreditDelayScatter</name>
    <message>
        <source>No started task has a credit</source>
        <translation>Kein gestarteter Task hat einen Kredit</translation>
    </message>
    <message>
        <source>Startup delay by credit: %1 tasks, correlation %2</source>
        <translation>Startverzögerung nach Kredit: %1 Tasks, Korrelation %2</translation>
    </message>
    <message>
        <source>credit</source>
        <translation>Kredit</translation>
    </message>
    <message>
        <source>startup delay (h)</source>
        <translation>Startverzögerung (h)</translation>
    </message>
    <message>
        <source>1 CPU</source>
        <translation>1 CPU</translation>
    </message>
    <message>
        <source>%1–%2 CPUs</source>
        <translation>%1–%2 CPUs</translation>
    </message>
</context>
<context>
    <name>schedlab::CsvTableView</name>
    <message>
        <source>better than the reference</source>
        <translation>besser als die Referenz</translation>
    </message>
    <message>
        <source>worse than the reference</source>
        <translation>schlechter als die Referenz</translation>
    </message>
    <message>
        <source>same as the reference</source>
        <translation>gleich wie die Referenz</translation>
    </message>
</context>
<context>
    <name>schedlab::EventLogModel</name>
    <message>
        <source>Start (backfill)</source>
        <translation>Start (Backfilling)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Decision / details</source>
        <translation>Entscheidung / Details</translation>
    </message>
</context>
<context>
    <name>schedlab::ExportImageDialog</name>
    <message>
        <source>Full HD slide (1920 × 1080)</source>
        <translation>Full-HD-Folie (1920 × 1080)</translation>
    </message>
    <message>
        <source>QHD (2560 × 1440)</source>
        <translation>QHD (2560 × 1440)</translation>
    </message>
    <message>
        <source>4K (3840 × 2160)</source>
        <translation>4K (3840 × 2160)</translation>
    </message>
    <message>
        <source>A4 landscape at 300 dpi (3508 × 2480)</source>
        <translation>A4 quer mit 300 dpi (3508 × 2480)</translation>
    </message>
    <message>
        <source>A4 portrait at 300 dpi (2480 × 3508)</source>
        <translation>A4 hoch mit 300 dpi (2480 × 3508)</translation>
    </message>
    <message>
        <source>Export Gantt chart</source>
        <translation>Gantt-Diagramm exportieren</translation>
    </message>
    <message>
        <source>As on screen (%1 × %2)</source>
        <translation>Wie auf dem Bildschirm (%1 × %2)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene Größe</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>The whole run: every node, first submission to last end</source>
        <translation>Der ganze Lauf: alle Knoten, von der ersten Einreichung bis zum letzten Ende</translation>
    </message>
    <message>
        <source>The view on screen: its time window and rows</source>
        <translation>Die Ansicht auf dem Bildschirm: ihr Zeitfenster und ihre Zeilen</translation>
    </message>
    <message>
        <source>Legend beside the chart</source>
        <translation>Legende neben dem Diagramm</translation>
    </message>
    <message>
        <source>Draws the colour legend in a strip right of the chart, where it hides no job.</source>
        <translation>Zeichnet die Farblegende in einem Streifen rechts des Diagramms, wo sie keinen Job verdeckt.</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
</context>
<context>
    <name>schedlab::GanttChartWidget</name>
    <message>
        <source>&lt;b&gt;Navigating the Gantt chart&lt;/b&gt;&lt;br&gt;Wheel: zoom time around the cursor&lt;br&gt;Ctrl+wheel: zoom rows (nodes) around the cursor&lt;br&gt;Shift+wheel: scroll rows&lt;br&gt;Drag: pan time and rows&lt;br&gt;Right-drag or Shift+drag: zoom to the rectangle&lt;br&gt;Click: select a job; double-click: zoom to it&lt;br&gt;+ / −: zoom; arrows: pan; Ctrl+Up/Down: zoom rows&lt;br&gt;Home: fit all; F: fit the selected job; L: legend</source>
        <translation>&lt;b&gt;Navigation im Gantt-Diagramm&lt;/b&gt;&lt;br&gt;Mausrad: Zeit um den Cursor zoomen&lt;br&gt;Strg+Mausrad: Zeilen (Knoten) um den Cursor zoomen&lt;br&gt;Umschalt+Mausrad: Zeilen scrollen&lt;br&gt;Ziehen: Zeit und Zeilen verschieben&lt;br&gt;Rechts ziehen oder Umschalt+Ziehen: auf das Rechteck zoomen&lt;br&gt;Klick: Job auswählen; Doppelklick: auf ihn zoomen&lt;br&gt;+ / −: Zoom; Pfeiltasten: verschieben; Strg+Auf/Ab: Zeilen zoomen&lt;br&gt;Pos1: alles einpassen; F: ausgewählten Job einpassen; L: Legende</translation>
    </message>
    <message>
        <source>No schedule to show yet.
Run a simulation to see its Gantt chart.</source>
        <translation>Noch kein Ablaufplan vorhanden.
Starten Sie eine Simulation, um ihr Gantt-Diagramm zu sehen.</translation>
    </message>
    <message>
        <source>Gantt chart</source>
        <translation>Gantt-Diagramm</translation>
    </message>
    <message>
        <source>Schedule of %1 on %2 (%3)</source>
        <translation>Ablaufplan von %1 auf %2 (%3)</translation>
    </message>
    <message>
        <source>SchedLab Gantt chart</source>
        <translation>SchedLab-Gantt-Diagramm</translation>
    </message>
</context>
<context>
    <name>schedlab::GanttPlanPainter</name>
    <message>
        <source>job %1 reserved</source>
        <translation>Job %1 reserviert</translation>
    </message>
    <message>
        <source>shadow time of job %1 · extra nodes: %2</source>
        <translation>Schattenzeit von Job %1 · zusätzliche Knoten: %2</translation>
    </message>
</context>
<context>
    <name>schedlab::GenerateWorkloadDialog</name>
    <message>
        <source>Generate workload</source>
        <translation>Workload erzeugen</translation>
    </message>
    <message>
        <source>Probability-distributed, derived from the loaded trace</source>
        <translation>Wahrscheinlichkeitsverteilt, aus dem geladenen Trace abgeleitet</translation>
    </message>
    <message>
        <source>Randomized (uniform distributions)</source>
        <translation>Zufällig (Gleichverteilungen)</translation>
    </message>
    <message>
        <source>%1 (%2 jobs)</source>
        <translation>%1 (%2 Jobs)</translation>
    </message>
    <message>
        <source>%1
SHA-256 %2</source>
        <translation>%1
SHA-256 %2</translation>
    </message>
    <message>
        <source>No trace loaded: open one to derive a workload from it.</source>
        <translation>Kein Trace geladen: Öffnen Sie einen, um daraus einen Workload abzuleiten.</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modell:</translation>
    </message>
    <message>
        <source>Source trace:</source>
        <translation>Quell-Trace:</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Erzeugt</translation>
    </message>
    <message>
        <source>Generated workload against the source trace (its jobs that fit on the machine): means, nearest-rank percentiles, two-sample Kolmogorov–Smirnov distance, and Spearman rank correlations.</source>
        <translation>Erzeugter Workload im Vergleich zum Quell-Trace (dessen Jobs, die auf die Maschine passen): Mittelwerte, Perzentile nach dem Nearest-Rank-Verfahren, Kolmogorow-Smirnow-Abstand zweier Stichproben und Spearman-Rangkorrelationen.</translation>
    </message>
    <message>
        <source>Save as SWF…</source>
        <translation>Als SWF speichern…</translation>
    </message>
    <message>
        <source>Use as current trace</source>
        <translation>Als aktuellen Trace verwenden</translation>
    </message>
    <message>
        <source>Save the workload (to the cache folder unless saved already) and load it into the workbench</source>
        <translation>Den Workload speichern (im Cache-Ordner, sofern noch nicht gespeichert) und in die Workbench laden</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Wird erzeugt…</translation>
    </message>
    <message>
        <source>%1 jobs on %2 nodes. Inter-arrival: Weibull shape %3, scale %4 s, %5% zero gaps. %6 trace jobs in %7 node-count bins; %8 wider jobs left out, %9 overruns capped.</source>
        <translation>%1 Jobs auf %2 Knoten. Zwischenankunftszeit: Weibull-Form %3, Skala %4 s, %5% Nullabstände. %6 Trace-Jobs in %7 Knotenzahl-Klassen; %8 breitere Jobs ausgelassen, %9 Überschreitungen begrenzt.</translation>
    </message>
    <message>
        <source>%1 jobs, uniform: nodes 1 to %2, inter-arrival 0 to %3 s.</source>
        <translation>%1 Jobs, gleichverteilt: Knoten 1 bis %2, Zwischenankunftszeit 0 bis %3 s.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Generation failed: %1</source>
        <translation>Erzeugung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 Took %2 ms.</source>
        <translation>%1 Dauer: %2 ms.</translation>
    </message>
    <message>
        <source>Inter-arrival (s)</source>
        <translation>Zwischenankunftszeit (s)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Estimate (s)</source>
        <translation>Laufzeitschätzung (s)</translation>
    </message>
    <message>
        <source>Run time (s)</source>
        <translation>Laufzeit (s)</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>90th percentile</source>
        <translation>90. Perzentil</translation>
    </message>
    <message>
        <source>99th percentile</source>
        <translation>99. Perzentil</translation>
    </message>
    <message>
        <source>KS distance</source>
        <translation>KS-Abstand</translation>
    </message>
    <message>
        <source>Power-of-two widths</source>
        <translation>Zweierpotenz-Breiten</translation>
    </message>
    <message>
        <source>share (%)</source>
        <translation>Anteil (%)</translation>
    </message>
    <message>
        <source>Nodes ~ run time</source>
        <translation>Knoten ~ Laufzeit</translation>
    </message>
    <message>
        <source>Spearman</source>
        <translation>Spearman</translation>
    </message>
    <message>
        <source>Estimate ~ run time</source>
        <translation>Laufzeitschätzung ~ Laufzeit</translation>
    </message>
    <message>
        <source>Save generated workload</source>
        <translation>Erzeugten Workload speichern</translation>
    </message>
    <message>
        <source>SWF traces (%1)</source>
        <translation>SWF-Traces (%1)</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 wird geschrieben…</translation>
    </message>
    <message>
        <source>Could not save: %1</source>
        <translation>Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Saved %1 jobs to %2.</source>
        <translation>%1 Jobs in %2 gespeichert.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Save as SchedLab jobs…</source>
        <translation>Als SchedLab-Jobs speichern…</translation>
    </message>
    <message>
        <source>%1 jobs submitted over %2 s, times in ticks of %3 s.</source>
        <translation>%1 Jobs, eingereicht über %2 s, Zeiten in Ticks von %3 s.</translation>
    </message>
    <message>
        <source>SchedLab jobs (%1)</source>
        <translation>SchedLab-Jobs (%1)</translation>
    </message>
</context>
<context>
    <name>schedlab::GridWorkloadGroup</name>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>Partition</translation>
    </message>
    <message>
        <source>Job number</source>
        <translation>Jobnummer</translation>
    </message>
    <message>
        <source>Grid workload</source>
        <translation>Grid-Workload</translation>
    </message>
    <message>
        <source>Extract:</source>
        <translation>Auszug:</translation>
    </message>
    <message>
        <source>Sites:</source>
        <translation>Standorte:</translation>
    </message>
    <message>
        <source>Wide jobs:</source>
        <translation>Breite Jobs:</translation>
    </message>
    <message>
        <source>N:</source>
        <translation>N:</translation>
    </message>
    <message>
        <source>Whole trace</source>
        <translation>Gesamter Trace</translation>
    </message>
    <message>
        <source>No extract: every job of the trace.</source>
        <translation>Kein Auszug: alle Jobs des Traces.</translation>
    </message>
    <message>
        <source>%1 (jobs %2 to %3)</source>
        <translation>%1 (Jobs %2 bis %3)</translation>
    </message>
    <message>
        <source>Keep jobs %1 to %2 by position in the trace, as the grid studies&apos; extract %3 (recorded as %4). While chosen, it replaces the Jobs range.</source>
        <translation>Jobs %1 bis %2 nach Position im Trace behalten, wie der Auszug %3 der Grid-Studien (aufgezeichnet als %4). Solange ausgewählt, ersetzt er den Job-Bereich.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Jobs get no origin site. If the policy or the wide-job rule needs one, round-robin is used for the run and a note below says so.</source>
        <translation>Jobs erhalten keinen Herkunftsstandort. Falls die Strategie oder die Regel für breite Jobs einen benötigt, wird für den Lauf Round-Robin verwendet, und ein Hinweis unten weist darauf hin.</translation>
    </message>
    <message>
        <source>Round-robin</source>
        <translation>Round-Robin</translation>
    </message>
    <message>
        <source>By partition field</source>
        <translation>Nach Partitionsfeld</translation>
    </message>
    <message>
        <source>By the SWF partition field (16): its distinct values, ascending, go to machines 0, 1, 2, … (wrapping round when there are more values than machines).</source>
        <translation>Nach dem SWF-Partitionsfeld (16): Seine verschiedenen Werte gehen aufsteigend an die Maschinen 0, 1, 2, … (wieder von vorn, wenn es mehr Werte als Maschinen gibt).</translation>
    </message>
    <message>
        <source>By queue field</source>
        <translation>Nach Warteschlangenfeld</translation>
    </message>
    <message>
        <source>By the SWF queue field (15): its distinct values, ascending, go to machines 0, 1, 2, … (wrapping round when there are more values than machines).</source>
        <translation>Nach dem SWF-Warteschlangenfeld (15): Seine verschiedenen Werte gehen aufsteigend an die Maschinen 0, 1, 2, … (wieder von vorn, wenn es mehr Werte als Maschinen gibt).</translation>
    </message>
    <message>
        <source>Custom map file…</source>
        <translation>Eigene Zuordnungsdatei…</translation>
    </message>
    <message>
        <source>A text file of &apos;VALUE SITE&apos; lines over one job field: VALUE is an integer or * (every other value), SITE a machine name or 0-based index; # starts a comment.</source>
        <translation>Eine Textdatei mit Zeilen der Form &apos;WERT STANDORT&apos; zu einem Job-Feld: WERT ist eine ganze Zahl oder * (jeder andere Wert), STANDORT ein Maschinenname oder ein 0-basierter Index; # leitet einen Kommentar ein.</translation>
    </message>
    <message>
        <source>The origin site of each job: the machine whose local users submitted it. grid-local runs every job at its origin site; the other grid policies pool the jobs and ignore it.</source>
        <translation>Der Herkunftsstandort jedes Jobs: die Maschine, deren lokale Benutzer ihn eingereicht haben. grid-local führt jeden Job an seinem Herkunftsstandort aus; die anderen Grid-Strategien legen die Jobs zusammen und ignorieren ihn.</translation>
    </message>
    <message>
        <source>The job field whose values the map file lists</source>
        <translation>Das Job-Feld, dessen Werte die Zuordnungsdatei aufführt</translation>
    </message>
    <message>
        <source>site map file</source>
        <translation>Standort-Zuordnungsdatei</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose a site map file</source>
        <translation>Standort-Zuordnungsdatei auswählen</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Unverändert</translation>
    </message>
    <message>
        <source>Jobs wider than a machine stay whole: only multi-site scheduling can run them, otherwise the run stops with an error.</source>
        <translation>Jobs, die breiter als eine Maschine sind, bleiben ganz: Nur standortübergreifendes Scheduling kann sie ausführen, sonst bricht der Lauf mit einem Fehler ab.</translation>
    </message>
    <message>
        <source>Split to the local machine</source>
        <translation>Auf die lokale Maschine aufteilen</translation>
    </message>
    <message>
        <source>Split a wide job into parts of its own site&apos;s machine size (needs sites; grid-local on machines of different sizes needs this rule).</source>
        <translation>Einen breiten Job in Teile von der Größe der Maschine seines Standorts aufteilen (erfordert Standorte; grid-local auf unterschiedlich großen Maschinen benötigt diese Regel).</translation>
    </message>
    <message>
        <source>Split to the largest machine</source>
        <translation>Auf die größte Maschine aufteilen</translation>
    </message>
    <message>
        <source>Split a wide job into parts of the largest machine&apos;s size.</source>
        <translation>Einen breiten Job in Teile von der Größe der größten Maschine aufteilen.</translation>
    </message>
    <message>
        <source>Split into parts of N nodes</source>
        <translation>In Teile zu N Knoten aufteilen</translation>
    </message>
    <message>
        <source>Split a wide job into parts of at most N nodes (64: the _max64 workloads).</source>
        <translation>Einen breiten Job in Teile von höchstens N Knoten aufteilen (64: die _max64-Workloads).</translation>
    </message>
    <message>
        <source>Keep (multi-site only)</source>
        <translation>Behalten (nur standortübergreifend)</translation>
    </message>
    <message>
        <source>Keep wide jobs whole and record that choice: only grid-multisite, or economic with multi-site offers, can run them.</source>
        <translation>Breite Jobs ganz lassen und diese Wahl aufzeichnen: Nur grid-multisite oder economic mit standortübergreifenden Angeboten kann sie ausführen.</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> Knoten</translation>
    </message>
    <message>
        <source>N: the most nodes one part of a split job may have</source>
        <translation>N: die höchste Knotenzahl eines Teils eines aufgeteilten Jobs</translation>
    </message>
    <message>
        <source>Choose a site map file (Trace ▸ Grid workload ▸ Sites), or another Sites rule.</source>
        <translation>Wählen Sie eine Standort-Zuordnungsdatei (Trace ▸ Grid-Workload ▸ Standorte) oder eine andere Standortregel.</translation>
    </message>
    <message>
        <source>The extract %1 starts at job %2, but the trace has only %3 jobs.</source>
        <translation>Der Auszug %1 beginnt bei Job %2, aber der Trace hat nur %3 Jobs.</translation>
    </message>
    <message>
        <source>1 rule read from %1</source>
        <translation>1 Regel aus %1 gelesen</translation>
    </message>
    <message>
        <source>%1 rules read from %2</source>
        <translation>%1 Regeln aus %2 gelesen</translation>
    </message>
    <message>
        <source>Choose a site map</source>
        <translation>Standortzuordnung auswählen</translation>
    </message>
    <message>
        <source>Site maps (*.map *.txt);;All files (*)</source>
        <translation>Standortzuordnungen (*.map *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>splitting to the local machine needs each job&apos;s site</source>
        <translation>das Aufteilen auf die lokale Maschine benötigt den Standort jedes Jobs</translation>
    </message>
    <message>
        <source>%1 is a grid policy</source>
        <translation>%1 ist eine Grid-Strategie</translation>
    </message>
    <message>
        <source>Jobs up to %1 nodes wide, but %2 can give one job at most %3 nodes here: choose a Wide jobs rule or drop wider jobs, or the run stops.</source>
        <translation>Jobs sind bis zu %1 Knoten breit, aber %2 kann einem Job hier höchstens %3 Knoten geben: Wählen Sie eine Regel für breite Jobs oder verwerfen Sie breitere Jobs, sonst bricht der Lauf ab.</translation>
    </message>
    <message>
        <source>How a trace becomes a grid workload (Yahyapour (2002), ch. 5). The extract takes the place of the job range; sites, then wide jobs, apply after the month and before the other transforms.</source>
        <translation>Wie aus einem Trace ein Grid-Workload wird (Yahyapour (2002), Kap. 5). Der Auszug tritt an die Stelle des Job-Bereichs; Standorte und dann breite Jobs werden nach dem Monat und vor den übrigen Transformationen angewendet.</translation>
    </message>
    <message>
        <source>A job-index extract of the grid studies (Yahyapour (2002), ch. 5): 10,000 jobs, more than three months of CTC.</source>
        <translation>Ein Auszug nach Job-Index aus den Grid-Studien (Yahyapour (2002), Kap. 5): 10.000 Jobs, mehr als drei Monate CTC.</translation>
    </message>
    <message>
        <source>Job k (by position, after the extract) goes to machine k mod the number of machines, as in Yahyapour (2002), ch. 5.</source>
        <translation>Job k (nach Position, nach dem Auszug) geht an Maschine k mod Anzahl der Maschinen, wie in Yahyapour (2002), Kap. 5.</translation>
    </message>
    <message>
        <source>The wide-job rule of Yahyapour (2002), ch. 5, so that no job is lost on machines smaller than the widest job. Parts keep the job&apos;s submission time, run time, estimate, user and site: the total work is unchanged.</source>
        <translation>Die Regel für breite Jobs aus Yahyapour (2002), Kap. 5, damit auf Maschinen, die kleiner als der breiteste Job sind, kein Job verloren geht. Die Teile behalten Einreichungszeit, Laufzeit, Laufzeitschätzung, Benutzer und Standort des Jobs: Die Gesamtarbeit bleibt unverändert.</translation>
    </message>
    <message>
        <source>Sites: round-robin is used (job k to machine k mod %1, Yahyapour (2002), ch. 5), as %2. Choose a Sites rule to change it.</source>
        <translation>Standorte: Round-Robin wird verwendet (Job k an Maschine k mod %1, Yahyapour (2002), Kap. 5), denn %2. Wählen Sie eine Standortregel, um dies zu ändern.</translation>
    </message>
</context>
<context>
    <name>schedlab::JobDetailsPanel</name>
    <message>
        <source>Click a job in the chart, or search one by number (Ctrl+F), to see why it started when it did.</source>
        <translation>Klicken Sie auf einen Job im Diagramm oder suchen Sie einen nach Nummer (Strg+F), um zu sehen, warum er zu diesem Zeitpunkt gestartet ist.</translation>
    </message>
    <message>
        <source>Job %1</source>
        <translation>Job %1</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Eingereicht</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Waited</source>
        <translation>Wartezeit</translation>
    </message>
    <message>
        <source>still waiting</source>
        <translation>wartet noch</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>%1 (node ids %2)</source>
        <translation>%1 (Knoten-IDs %2)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>several: %1</source>
        <translation>mehrere: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source> (%1% of the estimate)</source>
        <translation> (%1% der Laufzeitschätzung)</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Laufzeitschätzung</translation>
    </message>
    <message>
        <source>Actual run time</source>
        <translation>Tatsächliche Laufzeit</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>Segmente</translation>
    </message>
    <message>
        <source>Trace line</source>
        <translation>Trace-Zeile</translation>
    </message>
    <message>
        <source>never started</source>
        <translation>nie gestartet</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>completed after its deadline</source>
        <translation>nach seiner Frist abgeschlossen</translation>
    </message>
    <message>
        <source>killed at its estimate</source>
        <translation>bei seiner Schätzung abgebrochen</translation>
    </message>
    <message>
        <source>dropped before it finished</source>
        <translation>vor seinem Ende verworfen</translation>
    </message>
    <message>
        <source>rejected at admission</source>
        <translation>bei der Zulassung abgelehnt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hart</translation>
    </message>
    <message>
        <source>soft</source>
        <translation>weich</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Submitted at</source>
        <translation>Eingereicht bei</translation>
    </message>
    <message>
        <source>site %1</source>
        <translation>Standort %1</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienstklasse</translation>
    </message>
    <message>
        <source>guaranteed</source>
        <translation>garantiert</translation>
    </message>
    <message>
        <source>best effort</source>
        <translation>Best Effort</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>%1 MB in, %2 MB out: %3 of transfers</source>
        <translation>%1 MB hinein, %2 MB hinaus: %3 Übertragung</translation>
    </message>
    <message>
        <source>ran as requested</source>
        <translation>lief wie angefordert</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Mehraufwand</translation>
    </message>
    <message>
        <source>fault</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Options offered (✓ the one it ran as)</source>
        <translation>Angebotene Optionen (✓ die, mit der er lief)</translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Platte</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>%1 (estimate %2)</source>
        <translation>%1 (Laufzeitschätzung %2)</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>the job&apos;s</source>
        <translation>die des Jobs</translation>
    </message>
    <message>
        <source>ran as option %1</source>
        <translation>lief als Option %1</translation>
    </message>
    <message numerus="yes">
        <source>%n other way(s) to run offered, listed below; </source>
        <translation>
            <numerusform>%n andere Ausführungsweise angeboten, unten aufgeführt; </numerusform>
            <numerusform>%n andere Ausführungsweisen angeboten, unten aufgeführt; </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (moved)</source>
        <translation>%1 (verschoben)</translation>
    </message>
    <message>
        <source>%1 (preempted)</source>
        <translation>%1 (verdrängt)</translation>
    </message>
    <message>
        <source>The market could not be replayed: %1</source>
        <translation>Der Markt konnte nicht wiederholt werden: %1</translation>
    </message>
    <message>
        <source>Offers on the market (Yahyapour (2002), ch. 6)</source>
        <translation>Angebote auf dem Markt (Yahyapour (2002), Kap. 6)</translation>
    </message>
    <message>
        <source>Show offers</source>
        <translation>Angebote zeigen</translation>
    </message>
    <message>
        <source>(replays the run up to this job&apos;s booking)</source>
        <translation>(wiederholt den Lauf bis zur Buchung dieses Jobs)</translation>
    </message>
    <message>
        <source>Replaying the market…</source>
        <translation>Der Markt wird wiederholt…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Replaying the market: simulated up to %1, the job was submitted %2…</source>
        <translation>Der Markt wird wiederholt: simuliert bis %1, der Job wurde am %2 eingereicht…</translation>
    </message>
</context>
<context>
    <name>schedlab::LiveChartsWidget</name>
    <message>
        <source>Date (UTC)</source>
        <translation>Datum (UTC)</translation>
    </message>
    <message>
        <source>Date (%1)</source>
        <translation>Datum (%1)</translation>
    </message>
    <message>
        <source>Simulated time (hours)</source>
        <translation>Simulierte Zeit (Stunden)</translation>
    </message>
    <message>
        <source>Simulated time (days)</source>
        <translation>Simulierte Zeit (Tage)</translation>
    </message>
    <message>
        <source>Utilization (%)</source>
        <translation>Auslastung (%)</translation>
    </message>
    <message>
        <source>Queue length (jobs)</source>
        <translation>Länge der Warteschlange (Jobs)</translation>
    </message>
    <message>
        <source>Running jobs</source>
        <translation>Laufende Jobs</translation>
    </message>
    <message>
        <source>SchedLab live charts</source>
        <translation>SchedLab-Live-Diagramme</translation>
    </message>
    <message>
        <source>Simulated time (seconds)</source>
        <translation>Simulierte Zeit (Sekunden)</translation>
    </message>
    <message>
        <source>Simulated time (minutes)</source>
        <translation>Simulierte Zeit (Minuten)</translation>
    </message>
    <message>
        <source>h</source>
        <translation>h</translation>
    </message>
    <message>
        <source>min</source>
        <translation>min</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>AWRT so far (%1)</source>
        <translation>AWRT bisher (%1)</translation>
    </message>
    <message>
        <source>AWRT at now: %1 %2</source>
        <translation>AWRT jetzt: %1 %2</translation>
    </message>
    <message>
        <source>Utilization at now: %1 %</source>
        <translation>Auslastung jetzt: %1 %</translation>
    </message>
    <message>
        <source>Queue length at now: %1 waiting</source>
        <translation>Warteschlange jetzt: %1 wartend</translation>
    </message>
    <message>
        <source>Running jobs at now: %1</source>
        <translation>Laufende Jobs jetzt: %1</translation>
    </message>
    <message>
        <source>AWRT so far: %1 %2</source>
        <translation>AWRT bisher: %1 %2</translation>
    </message>
    <message>
        <source>Utilization: mean %1 %, last %2 %</source>
        <translation>Auslastung: Mittel %1 %, zuletzt %2 %</translation>
    </message>
    <message>
        <source>Queue length: mean %1, last %2 waiting</source>
        <translation>Warteschlange: Mittel %1, zuletzt %2 wartend</translation>
    </message>
    <message>
        <source>Running jobs: mean %1, last %2</source>
        <translation>Laufende Jobs: Mittel %1, zuletzt %2</translation>
    </message>
    <message>
        <source>Solver time per cycle: mean %1 ms, largest %2 ms, %3 cycles</source>
        <translation>Solver-Zeit pro Zyklus: Mittel %1 ms, höchstens %2 ms, %3 Zyklen</translation>
    </message>
    <message>
        <source>Solver time per cycle (ms)</source>
        <translation>Solver-Zeit pro Zyklus (ms)</translation>
    </message>
</context>
<context>
    <name>schedlab::MachineMetricsTable</name>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Work (node-h)</source>
        <translation>Arbeit (Knoten-h)</translation>
    </message>
    <message>
        <source>Work share %</source>
        <translation>Arbeitsanteil %</translation>
    </message>
    <message>
        <source>Utilization %</source>
        <translation>Auslastung %</translation>
    </message>
    <message>
        <source>AWRT (s)</source>
        <translation>AWRT (s)</translation>
    </message>
    <message>
        <source>AWWT (s)</source>
        <translation>AWWT (s)</translation>
    </message>
    <message>
        <source>Multi-site jobs</source>
        <translation>Standortübergreifende Jobs</translation>
    </message>
    <message>
        <source>Node-hours executed on this machine; a multi-site job counts with the nodes it used here</source>
        <translation>Auf dieser Maschine ausgeführte Knotenstunden; ein standortübergreifender Job zählt mit den Knoten, die er hier belegt hat</translation>
    </message>
    <message>
        <source>Jobs that ran on this machine and on others at once</source>
        <translation>Jobs, die gleichzeitig auf dieser und auf anderen Maschinen liefen</translation>
    </message>
    <message>
        <source>All machines</source>
        <translation>Alle Maschinen</translation>
    </message>
    <message>
        <source>Average weighted wait time of the jobs that ran here: a backlog check (Yahyapour (2002), ch. 5)</source>
        <translation>Durchschnittliche gewichtete Wartezeit der Jobs, die hier liefen: eine Rückstauprüfung (Yahyapour (2002), Kap. 5)</translation>
    </message>
</context>
<context>
    <name>schedlab::MainWindow</name>
    <message>
        <source>Colour by &amp;decision</source>
        <translation>Nach &amp;Entscheidung färben</translation>
    </message>
    <message>
        <source>Colour by &amp;user</source>
        <translation>Nach &amp;Benutzer färben</translation>
    </message>
    <message>
        <source>Colour by &amp;width</source>
        <translation>Nach B&amp;reite färben</translation>
    </message>
    <message>
        <source>Colour by w&amp;ait</source>
        <translation>Nach &amp;Wartezeit färben</translation>
    </message>
    <message>
        <source>SchedLab</source>
        <translation>SchedLab</translation>
    </message>
    <message>
        <source>&lt;h2&gt;SchedLab&lt;/h2&gt;&lt;p&gt;1. Open a trace (or use the bundled CTC SP2 sample).&lt;br&gt;2. Pick a platform and a policy on the left.&lt;br&gt;3. Press &lt;b&gt;Run&lt;/b&gt; (Ctrl+R). Each run opens as a tab here.&lt;/p&gt;&lt;p&gt;In a run: click a job for its details, press Space to play the schedule, N / D to step to the next event / decision.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;SchedLab&lt;/h2&gt;&lt;p&gt;1. Öffnen Sie einen Trace (oder verwenden Sie das mitgelieferte CTC-SP2-Beispiel).&lt;br&gt;2. Wählen Sie links eine Plattform und eine Strategie.&lt;br&gt;3. Drücken Sie &lt;b&gt;Simulieren&lt;/b&gt; (Strg+R). Jeder Lauf öffnet sich hier als Tab.&lt;/p&gt;&lt;p&gt;In einem Lauf: Klicken Sie auf einen Job, um seine Details zu sehen, drücken Sie die Leertaste, um den Ablaufplan abzuspielen, und N / D, um zum nächsten Ereignis / zur nächsten Entscheidung zu springen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 wird geladen…</translation>
    </message>
    <message>
        <source>&amp;Open trace…</source>
        <translation>Trace ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open trace</source>
        <translation>Trace öffnen</translation>
    </message>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation>Diagramm als &amp;PNG exportieren…</translation>
    </message>
    <message>
        <source>Export chart as &amp;SVG…</source>
        <translation>Diagramm als &amp;SVG exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;live charts…</source>
        <translation>&amp;Live-Diagramme exportieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Simulieren</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>&amp;Cancel run</source>
        <translation>Lauf &amp;abbrechen</translation>
    </message>
    <message>
        <source>Ctrl+.</source>
        <translation>Ctrl+.</translation>
    </message>
    <message>
        <source>Cancel the simulation of the current tab (Ctrl+.)</source>
        <translation>Die Simulation des aktuellen Tabs abbrechen (Strg+.)</translation>
    </message>
    <message>
        <source>&amp;Fit all</source>
        <translation>&amp;Alles einpassen</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>Fit the whole schedule into view (Ctrl+0)</source>
        <translation>Den gesamten Ablaufplan in die Ansicht einpassen (Strg+0)</translation>
    </message>
    <message>
        <source>&amp;Find job…</source>
        <translation>Job &amp;suchen…</translation>
    </message>
    <message>
        <source>&amp;Close run tab</source>
        <translation>Lauf-Tab s&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Samples</source>
        <translation>Beisp&amp;iele</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Gantt &amp;colours</source>
        <translation>Gantt-&amp;Farben</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Quick help</source>
        <translation>&amp;Kurzhilfe</translation>
    </message>
    <message>
        <source>&amp;About SchedLab</source>
        <translation>Ü&amp;ber SchedLab</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptwerkzeugleiste</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Trace</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Show %1 panel</source>
        <translation>%1-Panel anzeigen</translation>
    </message>
    <message>
        <source>No trace</source>
        <translation>Kein Trace</translation>
    </message>
    <message>
        <source>The trace is still loading.</source>
        <translation>Der Trace wird noch geladen.</translation>
    </message>
    <message>
        <source>Open a trace first.</source>
        <translation>Öffnen Sie zuerst einen Trace.</translation>
    </message>
    <message>
        <source>The platform is not valid: %1</source>
        <translation>Die Plattform ist ungültig: %1</translation>
    </message>
    <message>
        <source>A policy parameter is not valid.</source>
        <translation>Ein Strategieparameter ist ungültig.</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>Run the simulation (Ctrl+R)</source>
        <translation>Die Simulation ausführen (Strg+R)</translation>
    </message>
    <message>
        <source>%1 — %2 jobs</source>
        <translation>%1 — %2 Jobs</translation>
    </message>
    <message>
        <source>Loaded %1 in %2 ms</source>
        <translation>%1 in %2 ms geladen</translation>
    </message>
    <message>
        <source>%1 — SchedLab</source>
        <translation>%1 — SchedLab</translation>
    </message>
    <message>
        <source>Cannot open trace</source>
        <translation>Trace kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 could not be loaded:

%2</source>
        <translation>%1 konnte nicht geladen werden:

%2</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Export Gantt chart</source>
        <translation>Gantt-Diagramm exportieren</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Export live charts</source>
        <translation>Live-Diagramme exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>About SchedLab</source>
        <translation>Über SchedLab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;SchedLab %1&lt;/h3&gt;&lt;p&gt;A workbench for parallel job scheduling: simulate FCFS, backfilling and list scheduling policies on Standard Workload Format traces, and see why each job started when it did.&lt;/p&gt;&lt;p&gt;Qt %2. The simulation core has no Qt dependency; schedlab-cli runs the same simulations headless.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;SchedLab %1&lt;/h3&gt;&lt;p&gt;Eine Workbench für das Scheduling paralleler Jobs: Simulieren Sie FCFS, Backfilling und List-Scheduling-Strategien auf Traces im Standard Workload Format und sehen Sie, warum jeder Job zu seinem Zeitpunkt gestartet ist.&lt;/p&gt;&lt;p&gt;Qt %2. Der Simulationskern hängt nicht von Qt ab; schedlab-cli führt dieselben Simulationen ohne Oberfläche aus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Quick help</source>
        <translation>Kurzhilfe</translation>
    </message>
    <message>
        <source>Cannot load platform</source>
        <translation>Plattform kann nicht geladen werden</translation>
    </message>
    <message>
        <source>&amp;Generate workload…</source>
        <translation>Workload &amp;erzeugen…</translation>
    </message>
    <message>
        <source>Colour by &amp;origin site</source>
        <translation>Nach &amp;Herkunftsstandort färben</translation>
    </message>
    <message>
        <source>Colour by &amp;credit</source>
        <translation>Nach &amp;Kredit färben</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Getting started&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Trace&lt;/b&gt;: open an SWF file (File ▸ Open, drop it on the window, or click a bundled sample). The summary shows its size, span and offered load; the load report lists skipped records.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Platform&lt;/b&gt;: pick a preset or edit the machine table. Problems show in red and disable Run.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Policy&lt;/b&gt;: pick a policy and set its parameters.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Run&lt;/b&gt; (Ctrl+R): the run opens as a tab with live charts and a progress bar; Ctrl+. cancels.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;In a run tab&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Wheel zooms, drag pans, Ctrl+0 fits all; click a job for its details and the decision that started it; Ctrl+F finds a job by number.&lt;/li&gt;&lt;li&gt;Space plays the schedule, N steps to the next event, D to the next decision; the waiting queue and event log follow.&lt;/li&gt;&lt;li&gt;File ▸ Export chart saves the Gantt chart as PNG or SVG at a size you choose: the whole run or the view on screen, the legend beside it.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Erste Schritte&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Trace&lt;/b&gt;: Öffnen Sie eine SWF-Datei (Datei ▸ Trace öffnen, per Drag-and-drop auf das Fenster oder durch Klick auf ein mitgeliefertes Beispiel). Die Übersicht zeigt Größe, Zeitspanne und angebotene Last; der Ladebericht listet übersprungene Datensätze auf.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Plattform&lt;/b&gt;: Wählen Sie eine Vorgabe oder bearbeiten Sie die Maschinentabelle. Probleme werden rot angezeigt und sperren „Simulieren“.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Strategie&lt;/b&gt;: Wählen Sie eine Strategie und legen Sie ihre Parameter fest.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Simulieren&lt;/b&gt; (Strg+R): Der Lauf öffnet sich als Tab mit Live-Diagrammen und einem Fortschrittsbalken; Strg+. bricht ab.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;In einem Lauf-Tab&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Das Mausrad zoomt, Ziehen verschiebt, Strg+0 passt alles ein; ein Klick auf einen Job zeigt seine Details und die Entscheidung, die ihn gestartet hat; Strg+F sucht einen Job nach Nummer.&lt;/li&gt;&lt;li&gt;Die Leertaste spielt den Ablaufplan ab, N springt zum nächsten Ereignis, D zur nächsten Entscheidung; Warteschlange und Ereignisprotokoll folgen.&lt;/li&gt;&lt;li&gt;Datei ▸ Diagramm als PNG/SVG exportieren speichert das Gantt-Diagramm als PNG oder SVG in einer Größe Ihrer Wahl: den ganzen Lauf oder die Ansicht auf dem Bildschirm, die Legende daneben.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>Open a trace: SWF, SchedLab jobs, Batsim or Slurm accounting (Ctrl+O)</source>
        <translation>Einen Trace öffnen: SWF, SchedLab-Jobs, Batsim oder Slurm-Accounting (Strg+O)</translation>
    </message>
</context>
<context>
    <name>schedlab::MarketOffersHtml</name>
    <message>
        <source>✓ chosen</source>
        <translation>✓ gewählt</translation>
    </message>
    <message>
        <source>best of its domain</source>
        <translation>bestes seiner Domäne</translation>
    </message>
    <message>
        <source>acceptable</source>
        <translation>annehmbar</translation>
    </message>
    <message>
        <source>over the offer limit</source>
        <translation>über der Angebotsgrenze</translation>
    </message>
    <message>
        <source>too late</source>
        <translation>zu spät</translation>
    </message>
    <message>
        <source>expired before the decision</source>
        <translation>vor der Entscheidung verfallen</translation>
    </message>
    <message>
        <source>over budget</source>
        <translation>über dem Budget</translation>
    </message>
    <message>
        <source>over reservation budget</source>
        <translation>über dem Reservierungsbudget</translation>
    </message>
    <message>
        <source>misses the deadline</source>
        <translation>verfehlt die Frist</translation>
    </message>
    <message>
        <source>too few sites</source>
        <translation>zu wenige Standorte</translation>
    </message>
    <message>
        <source>too many sites</source>
        <translation>zu viele Standorte</translation>
    </message>
    <message>
        <source>the offer the user valued most was refused: %1</source>
        <translation>das Angebot, das der Benutzer am höchsten bewertete, war ausgeschlossen: %1</translation>
    </message>
    <message>
        <source>no offer came back</source>
        <translation>kein Angebot kam zurück</translation>
    </message>
    <message>
        <source>domain %1</source>
        <translation>Domäne %1</translation>
    </message>
    <message>
        <source>multi-site (%1 machines)</source>
        <translation>standortübergreifend (%1 Maschinen)</translation>
    </message>
    <message>
        <source>site %1</source>
        <translation>Standort %1</translation>
    </message>
    <message>
        <source>The replay found no request of this job on the market.</source>
        <translation>Die Wiederholung fand keine Anfrage dieses Jobs auf dem Markt.</translation>
    </message>
    <message>
        <source>1 hop</source>
        <translation>1 Hop</translation>
    </message>
    <message>
        <source>%1 hops</source>
        <translation>%1 Hops</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2, too late)</source>
        <translation>%1 (%2, zu spät)</translation>
    </message>
    <message>
        <source>Request at %1 from domain %2</source>
        <translation>Anfrage am %1 aus Domäne %2</translation>
    </message>
    <message>
        <source>Asked for</source>
        <translation>Angefordert</translation>
    </message>
    <message>
        <source>1 node, estimate %1</source>
        <translation>1 Knoten, Schätzung %1</translation>
    </message>
    <message>
        <source>%1 nodes, estimate %2</source>
        <translation>%1 Knoten, Schätzung %2</translation>
    </message>
    <message>
        <source>Reached</source>
        <translation>Erreicht</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>User decided</source>
        <translation>Benutzer entschied</translation>
    </message>
    <message>
        <source>%1, %2 after asking</source>
        <translation>%1, %2 nach der Anfrage</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>no offer taken (%1): the job was rejected</source>
        <translation>kein Angebot angenommen (%1): der Job wurde abgelehnt</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domäne</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>Hops</source>
        <translation>Hops</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Utility</source>
        <translation>Nutzen</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Reservierung</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
</context>
<context>
    <name>schedlab::MarketOffersLoader</name>
    <message>
        <source>The trace file %1 has changed since this run was made (its SHA-256 differs), so a replay would not show this run&apos;s market.</source>
        <translation>Die Trace-Datei %1 hat sich geändert, seit dieser Lauf gemacht wurde (ihr SHA-256 weicht ab); eine Wiederholung zeigte daher nicht den Markt dieses Laufs.</translation>
    </message>
</context>
<context>
    <name>schedlab::MetricLabel</name>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>ART</source>
        <translation>ART</translation>
    </message>
    <message>
        <source>AWRT</source>
        <translation>AWRT</translation>
    </message>
    <message>
        <source>AWWT</source>
        <translation>AWWT</translation>
    </message>
    <message>
        <source>Mean wait</source>
        <translation>Mittlere Wartezeit</translation>
    </message>
    <message>
        <source>Makespan</source>
        <translation>Makespan</translation>
    </message>
    <message>
        <source>Makespan - first submit</source>
        <translation>Makespan - erste Einreichung</translation>
    </message>
    <message>
        <source>Sum of weighted completion times</source>
        <translation>Summe der gewichteten Fertigstellungszeiten</translation>
    </message>
    <message>
        <source>Sum of flow times</source>
        <translation>Summe der Durchlaufzeiten</translation>
    </message>
    <message>
        <source>Weighted flow time</source>
        <translation>Gewichtete Durchlaufzeit</translation>
    </message>
    <message>
        <source>Weighted response per job</source>
        <translation>Gewichtete Antwortzeit pro Job</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>Mean slowdown</source>
        <translation>Mittlere Verlangsamung</translation>
    </message>
    <message>
        <source>Mean bounded slowdown</source>
        <translation>Mittlere begrenzte Verlangsamung</translation>
    </message>
    <message>
        <source>Scheduler CPU time</source>
        <translation>CPU-Zeit des Schedulers</translation>
    </message>
    <message>
        <source>Backfilled jobs</source>
        <translation>Per Backfilling gestartete Jobs</translation>
    </message>
    <message>
        <source>Preempted jobs</source>
        <translation>Verdrängte Jobs</translation>
    </message>
    <message>
        <source>Multi-site jobs</source>
        <translation>Standortübergreifende Jobs</translation>
    </message>
    <message>
        <source>Multi-site work share</source>
        <translation>Arbeitsanteil standortübergreifender Jobs</translation>
    </message>
    <message>
        <source>Completed late</source>
        <translation>Verspätet beendet</translation>
    </message>
    <message>
        <source>Dropped jobs</source>
        <translation>Verworfene Jobs</translation>
    </message>
    <message>
        <source>Rejected jobs</source>
        <translation>Abgelehnte Jobs</translation>
    </message>
    <message>
        <source>Failed jobs</source>
        <translation>Fehlgeschlagene Jobs</translation>
    </message>
    <message>
        <source>Jobs with a fault</source>
        <translation>Jobs mit Fehler</translation>
    </message>
    <message>
        <source>Jobs run with retry</source>
        <translation>Jobs mit Wiederholung</translation>
    </message>
    <message>
        <source>Jobs run with a replica</source>
        <translation>Jobs mit Replikat</translation>
    </message>
    <message>
        <source>Migrated jobs</source>
        <translation>Migrierte Jobs</translation>
    </message>
    <message>
        <source>Deadline misses</source>
        <translation>Fristüberschreitungen</translation>
    </message>
    <message>
        <source>Mean time past deadline</source>
        <translation>Mittlere Zeit nach der Frist</translation>
    </message>
    <message>
        <source>Std. dev. of site mean response</source>
        <translation>Standardabw. der mittleren Antwortzeit je Standort</translation>
    </message>
    <message>
        <source>Std. dev. of user mean response</source>
        <translation>Standardabw. der mittleren Antwortzeit je Benutzer</translation>
    </message>
    <message>
        <source>Wait p50</source>
        <translation>Wartezeit p50</translation>
    </message>
    <message>
        <source>Wait p95</source>
        <translation>Wartezeit p95</translation>
    </message>
    <message>
        <source>Wait p99</source>
        <translation>Wartezeit p99</translation>
    </message>
    <message>
        <source>Response p50</source>
        <translation>Antwortzeit p50</translation>
    </message>
    <message>
        <source>Response p95</source>
        <translation>Antwortzeit p95</translation>
    </message>
    <message>
        <source>Response p99</source>
        <translation>Antwortzeit p99</translation>
    </message>
    <message>
        <source>Bounded slowdown p50</source>
        <translation>Begrenzte Verlangsamung p50</translation>
    </message>
    <message>
        <source>Bounded slowdown p95</source>
        <translation>Begrenzte Verlangsamung p95</translation>
    </message>
    <message>
        <source>Bounded slowdown p99</source>
        <translation>Begrenzte Verlangsamung p99</translation>
    </message>
    <message>
        <source>Value-delay correlation</source>
        <translation>Korrelation Wert/Startverzögerung</translation>
    </message>
    <message>
        <source>Profit earned</source>
        <translation>Erzielter Gewinn</translation>
    </message>
    <message>
        <source>E1 (sum of rate shortfalls)</source>
        <translation>E1 (Summe der Ratendefizite)</translation>
    </message>
    <message>
        <source>E2 (served rate over capacity)</source>
        <translation>E2 (bediente Rate durch Kapazität)</translation>
    </message>
    <message>
        <source>E3 (mean relative lateness)</source>
        <translation>E3 (mittlere relative Verspätung)</translation>
    </message>
    <message>
        <source>Mean delay per MI</source>
        <translation>Mittlere Verzögerung je MI</translation>
    </message>
    <message>
        <source>Std. dev. of user delay per MI</source>
        <translation>Standardabw. der Verzögerung je MI über die Benutzer</translation>
    </message>
    <message>
        <source>Std. dev. of task delay</source>
        <translation>Standardabw. der Task-Verzögerung</translation>
    </message>
    <message>
        <source>Std. dev. of time past deadline</source>
        <translation>Standardabw. der Zeit nach der Frist</translation>
    </message>
    <message>
        <source>Guaranteed deadline misses</source>
        <translation>Fristüberschreitungen (garantiert)</translation>
    </message>
    <message>
        <source>Guaranteed tasks withheld</source>
        <translation>Zurückgehaltene garantierte Aufgaben</translation>
    </message>
    <message>
        <source>Std. dev. of machine busy time</source>
        <translation>Standardabweichung der Maschinen-Belegtzeit</translation>
    </message>
    <message>
        <source>Mean speedup against FCFS</source>
        <translation>Mittlere Beschleunigung gegenüber FCFS</translation>
    </message>
    <message>
        <source>Value-speedup correlation</source>
        <translation>Korrelation Wert/Beschleunigung</translation>
    </message>
    <message>
        <source>Refused tasks re-applied</source>
        <translation>Abgewiesene, erneut beworbene Tasks</translation>
    </message>
    <message>
        <source>Data transfer time</source>
        <translation>Datenübertragungszeit</translation>
    </message>
</context>
<context>
    <name>schedlab::MetricsTable</name>
    <message>
        <source>Metric</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>%1 — lower is better</source>
        <translation>%1 — niedriger ist besser</translation>
    </message>
    <message>
        <source>%1 — higher is better</source>
        <translation>%1 — höher ist besser</translation>
    </message>
</context>
<context>
    <name>schedlab::OccupancyView</name>
    <message>
        <source>No occupancy data yet.</source>
        <translation>Noch keine Belegungsdaten.</translation>
    </message>
    <message>
        <source>0–%1 %2</source>
        <translation>0–%1 %2</translation>
    </message>
    <message>
        <source>Occupancy</source>
        <translation>Belegung</translation>
    </message>
    <message>
        <source>Machine occupancy</source>
        <translation>Maschinenbelegung</translation>
    </message>
    <message>
        <source>&lt;b&gt;Machine occupancy&lt;/b&gt;&lt;br&gt;Busy nodes per machine (dark: minimum, light: maximum within each pixel) and the number of waiting jobs.&lt;br&gt;Wheel: zoom time; drag: pan; Home: fit all.</source>
        <translation>&lt;b&gt;Maschinenbelegung&lt;/b&gt;&lt;br&gt;Belegte Knoten pro Maschine (dunkel: Minimum, hell: Maximum innerhalb jedes Pixels) und die Anzahl wartender Jobs.&lt;br&gt;Mausrad: Zeit zoomen; Ziehen: verschieben; Pos1: alles einpassen.</translation>
    </message>
    <message>
        <source>busy nodes</source>
        <translation>belegte Knoten</translation>
    </message>
    <message>
        <source>Waiting jobs</source>
        <translation>Wartende Jobs</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>%1 of %2 nodes busy (%3 %)</source>
        <translation>%1 von %2 Knoten belegt (%3 %)</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) waiting</source>
        <translation>
            <numerusform>%n Job wartet</numerusform>
            <numerusform>%n Jobs warten</numerusform>
        </translation>
    </message>
    <message>
        <source>SchedLab machine occupancy</source>
        <translation>SchedLab-Maschinenbelegung</translation>
    </message>
</context>
<context>
    <name>schedlab::ParameterForm</name>
    <message>
        <source>This policy has no parameters.</source>
        <translation>Diese Strategie hat keine Parameter.</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>Auf Standardwerte zurücksetzen</translation>
    </message>
    <message>
        <source>Set every parameter back to the policy&apos;s default</source>
        <translation>Alle Parameter auf die Standardwerte der Strategie zurücksetzen</translation>
    </message>
    <message>
        <source>Uses the users&apos; run-time estimates.</source>
        <translation>Verwendet die Laufzeitschätzungen der Benutzer.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>%1: enter %2.</source>
        <translation>%1: Geben Sie %2 ein.</translation>
    </message>
</context>
<context>
    <name>schedlab::PlatformDiagram</name>
    <message>
        <source>machine %1</source>
        <translation>Maschine %1</translation>
    </message>
    <message>
        <source>%1
%2 nodes</source>
        <translation>%1
%2 Knoten</translation>
    </message>
    <message>
        <source>
speed ×%1</source>
        <translation>
Geschwindigkeit ×%1</translation>
    </message>
    <message>
        <source>No machines with nodes</source>
        <translation>Keine Maschinen mit Knoten</translation>
    </message>
    <message>
        <source>1 machine</source>
        <translation>1 Maschine</translation>
    </message>
    <message>
        <source>%1 machines</source>
        <translation>%1 Maschinen</translation>
    </message>
    <message>
        <source>Total: %1 nodes on %2</source>
        <translation>Gesamt: %1 Knoten auf %2</translation>
    </message>
    <message>
        <source>
domain %1</source>
        <translation>
Domäne %1</translation>
    </message>
    <message>
        <source> in 1 domain</source>
        <translation> in 1 Domäne</translation>
    </message>
    <message>
        <source> in %1 domains</source>
        <translation> in %1 Domänen</translation>
    </message>
</context>
<context>
    <name>schedlab::PlatformItemDelegate</name>
    <message>
        <source>policy decides</source>
        <translation>Strategie entscheidet</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
</context>
<context>
    <name>schedlab::PlatformPanel</name>
    <message>
        <source>Single machine</source>
        <translation>Einzelne Maschine</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>A machine preset, one machine of N nodes, or your own machines</source>
        <translation>Eine Maschinenvorgabe, eine Maschine mit N Knoten oder eigene Maschinen</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> Knoten</translation>
    </message>
    <message>
        <source>Node count of the single machine</source>
        <translation>Knotenzahl der einzelnen Maschine</translation>
    </message>
    <message>
        <source>platform name</source>
        <translation>Plattformname</translation>
    </message>
    <message>
        <source>Add a machine</source>
        <translation>Maschine hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected machine</source>
        <translation>Ausgewählte Maschine entfernen</translation>
    </message>
    <message>
        <source>Load…</source>
        <translation>Laden…</translation>
    </message>
    <message>
        <source>Load a platform from a JSON file</source>
        <translation>Eine Plattform aus einer JSON-Datei laden</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Save this platform as JSON</source>
        <translation>Diese Plattform als JSON speichern</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Vorgabe:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the node count must be a whole number from 1 to %2</source>
        <translation>&apos;%1&apos;: Die Knotenzahl muss eine ganze Zahl von 1 bis %2 sein</translation>
    </message>
    <message>
        <source>Total nodes: %1</source>
        <translation>Knoten insgesamt: %1</translation>
    </message>
    <message>
        <source>Load platform</source>
        <translation>Plattform laden</translation>
    </message>
    <message>
        <source>Platform JSON (%1)</source>
        <translation>Plattform-JSON (%1)</translation>
    </message>
    <message>
        <source>Cannot load platform</source>
        <translation>Plattform kann nicht geladen werden</translation>
    </message>
    <message>
        <source>%1 could not be loaded:
%2</source>
        <translation>%1 konnte nicht geladen werden:
%2</translation>
    </message>
    <message>
        <source>Save platform</source>
        <translation>Plattform speichern</translation>
    </message>
    <message>
        <source>Cannot save platform</source>
        <translation>Plattform kann nicht gespeichert werden</translation>
    </message>
</context>
<context>
    <name>schedlab::PlatformTableModel</name>
    <message>
        <source>machine %1</source>
        <translation>Maschine %1</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>local-first</source>
        <translation>lokal zuerst</translation>
    </message>
    <message>
        <source>single</source>
        <translation>einfach</translation>
    </message>
    <message>
        <source>How this site orders the jobs a grid broker sends it: one queue, or its own users&apos; jobs first (grid-mct, grid-wmct only)</source>
        <translation>Wie dieser Standort die Jobs ordnet, die ihm ein Grid-Broker schickt: eine Warteschlange, oder die Jobs seiner eigenen Benutzer zuerst (nur grid-mct, grid-wmct)</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>No domain given: the machine forms a domain of its own, named after it. Machines with the same domain share one economic scheduler (Yahyapour (2002), ch. 6).</source>
        <translation>Keine Domäne angegeben: Die Maschine bildet eine eigene Domäne, nach ihr benannt. Maschinen derselben Domäne teilen sich einen ökonomischen Scheduler (Yahyapour (2002), Kap. 6).</translation>
    </message>
    <message>
        <source>Machines with the same domain share one economic scheduler (Yahyapour (2002), ch. 6); only the economic policy reads domains</source>
        <translation>Maschinen derselben Domäne teilen sich einen ökonomischen Scheduler (Yahyapour (2002), Kap. 6); nur die Strategie economic liest Domänen</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Domäne</translation>
    </message>
    <message>
        <source>policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>The resource&apos;s type under guaranteed service (qos-gsbe only; Phosphorus D5.2, 2007, §3): gs takes guaranteed tasks only, be best-effort tasks only, gs-be-equal both in one fair queue, gs-be-priority guaranteed tasks strictly first. None: the policy&apos;s resource-types parameter decides.</source>
        <translation>Der Typ der Ressource beim garantierten Dienst (nur qos-gsbe; Phosphorus D5.2, 2007, §3): gs nimmt nur garantierte Tasks, be nur Best-Effort-Tasks, gs-be-equal beide in einer fairen Warteschlange, gs-be-priority garantierte Tasks strikt zuerst. Keiner: der Parameter resource-types der Strategie entscheidet.</translation>
    </message>
    <message>
        <source>QoS type</source>
        <translation>QoS-Typ</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>MB/s between the machine and the jobs&apos; data: a job&apos;s input and output take (in + out) / bandwidth on its nodes, and a utility allocation that moves a task to another cluster moves its input again (Vanderster (2008), ch. 6). 0: data moves without cost.</source>
        <translation>MB/s zwischen der Maschine und den Daten der Jobs: Ein- und Ausgabe eines Jobs brauchen (ein + aus) / Bandbreite auf seinen Knoten, und eine nutzenbasierte Zuteilung, die eine Aufgabe auf einen anderen Cluster verlegt, überträgt ihre Eingabe erneut (Vanderster (2008), Kap. 6). 0: Daten werden ohne Kosten bewegt.</translation>
    </message>
    <message>
        <source>Disk GB</source>
        <translation>Platte GB</translation>
    </message>
    <message>
        <source>Bandwidth to the jobs&apos; data, MB/s</source>
        <translation>Bandbreite zu den Daten der Jobs, MB/s</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Scratch disk in GB (1024 MB) for the jobs running on the machine, each holding its input or its option&apos;s disk_mb if more: cluster-fcfs and the utility allocation start a job only where that fits (Vanderster (2008), ch. 6), and the validator checks it. 0: no limit.</source>
        <translation>Arbeitsplatte in GB (1024 MB) für die Jobs, die auf der Maschine laufen; jeder belegt seine Eingabe oder, wenn das mehr ist, das disk_mb seiner Option: cluster-fcfs und die nutzenbasierte Zuteilung starten einen Job nur, wo das Platz hat (Vanderster (2008), Kap. 6), und der Validator prüft das. 0: keine Grenze.</translation>
    </message>
    <message>
        <source>Scratch disk for the running jobs, GB</source>
        <translation>Arbeitsplatte für die laufenden Jobs, GB</translation>
    </message>
</context>
<context>
    <name>schedlab::PlaybackActions</name>
    <message>
        <source>&amp;Play / pause</source>
        <translation>&amp;Wiedergabe / Pause</translation>
    </message>
    <message>
        <source>Play or pause the schedule of the current run (Space)</source>
        <translation>Den Ablaufplan des aktuellen Laufs abspielen oder anhalten (Leertaste)</translation>
    </message>
    <message>
        <source>Step back a de&amp;cision</source>
        <translation>Eine Entscheidung zu&amp;rück</translation>
    </message>
    <message>
        <source>Shift+D</source>
        <translation>Shift+D</translation>
    </message>
    <message>
        <source>Step back to the previous job start (Shift+D)</source>
        <translation>Zum vorigen Jobstart zurückspringen (Umschalt+D)</translation>
    </message>
    <message>
        <source>Step &amp;back an event</source>
        <translation>Ein Ereignis &amp;zurück</translation>
    </message>
    <message>
        <source>Shift+N</source>
        <translation>Shift+N</translation>
    </message>
    <message>
        <source>Step back to the previous event (Shift+N)</source>
        <translation>Zum vorigen Ereignis zurückspringen (Umschalt+N)</translation>
    </message>
    <message>
        <source>Step to next &amp;event</source>
        <translation>Zum nächsten &amp;Ereignis</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Step to the next event (N)</source>
        <translation>Zum nächsten Ereignis springen (N)</translation>
    </message>
    <message>
        <source>Step to next &amp;decision</source>
        <translation>Zur nächsten Entschei&amp;dung</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Step to the next job start (D)</source>
        <translation>Zum nächsten Jobstart springen (D)</translation>
    </message>
</context>
<context>
    <name>schedlab::PlaybackBar</name>
    <message>
        <source>1 s/s</source>
        <translation>1 s/s</translation>
    </message>
    <message>
        <source>10 s/s</source>
        <translation>10 s/s</translation>
    </message>
    <message>
        <source>1 min/s</source>
        <translation>1 min/s</translation>
    </message>
    <message>
        <source>10 min/s</source>
        <translation>10 min/s</translation>
    </message>
    <message>
        <source>1 h/s</source>
        <translation>1 h/s</translation>
    </message>
    <message>
        <source>6 h/s</source>
        <translation>6 h/s</translation>
    </message>
    <message>
        <source>1 day/s</source>
        <translation>1 Tag/s</translation>
    </message>
    <message>
        <source>1 week/s</source>
        <translation>1 Woche/s</translation>
    </message>
    <message>
        <source>1 month/s</source>
        <translation>1 Monat/s</translation>
    </message>
    <message>
        <source>Play / pause the schedule (Space)</source>
        <translation>Ablaufplan abspielen / anhalten (Leertaste)</translation>
    </message>
    <message>
        <source>Step to the next event</source>
        <translation>Zum nächsten Ereignis springen</translation>
    </message>
    <message>
        <source>Step to the next decision (the next job start)</source>
        <translation>Zur nächsten Entscheidung springen (zum nächsten Jobstart)</translation>
    </message>
    <message>
        <source>Leave playback and show the whole schedule</source>
        <translation>Wiedergabe verlassen und den gesamten Ablaufplan anzeigen</translation>
    </message>
    <message>
        <source>Playback speed in simulated time per wall-clock second</source>
        <translation>Wiedergabegeschwindigkeit in simulierter Zeit pro Sekunde Echtzeit</translation>
    </message>
    <message>
        <source>Position in the schedule</source>
        <translation>Position im Ablaufplan</translation>
    </message>
    <message>
        <source>whole schedule</source>
        <translation>gesamter Ablaufplan</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Geschwindigkeit:</translation>
    </message>
    <message>
        <source>Step back to the previous decision (job start)</source>
        <translation>Zur vorigen Entscheidung (Jobstart) zurückspringen</translation>
    </message>
    <message>
        <source>Step back to the previous event</source>
        <translation>Zum vorigen Ereignis zurückspringen</translation>
    </message>
</context>
<context>
    <name>schedlab::PolicyPanel</name>
    <message>
        <source>Run simulation</source>
        <translation>Simulation starten</translation>
    </message>
    <message>
        <source>Simulate the trace on the platform with this policy (Ctrl+R)</source>
        <translation>Den Trace mit dieser Strategie auf der Plattform simulieren (Strg+R)</translation>
    </message>
</context>
<context>
    <name>schedlab::ReplicationTable</name>
    <message>
        <source>Configuration</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Each configuration repeated over the sweep&apos;s seeds: mean ± standard error of the mean (sample standard deviation / √n; Vanderster 2008, ch. 4)</source>
        <translation>Jede Konfiguration über die Seeds des Sweeps wiederholt: Mittelwert ± Standardfehler des Mittelwerts (Stichproben-Standardabweichung / √n; Vanderster 2008, Kap. 4)</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
</context>
<context>
    <name>schedlab::ReproductionReportDialog</name>
    <message>
        <source>Reproduction report</source>
        <translation>Reproduktionsbericht</translation>
    </message>
    <message>
        <source>Compares every published figure of Yahyapour (2002), Tables 2.2, 2.4-2.7, 4.3-4.5, 5.3 and 5.4 with SchedLab&apos;s value: R reproduced within 10 %, Q same direction, N not reproduced. The runs go into the current run store; runs already stored are skipped. The full report takes about half an hour on two cores the first time, the quick one a minute.</source>
        <translation>Vergleicht jeden veröffentlichten Wert aus Yahyapour (2002), Tabellen 2.2, 2.4-2.7, 4.3-4.5, 5.3 und 5.4 mit dem Wert von SchedLab: R innerhalb von 10 % reproduziert, Q gleiche Richtung, N nicht reproduziert. Die Läufe werden im aktuellen Laufspeicher abgelegt; bereits gespeicherte Läufe werden übersprungen. Der vollständige Bericht dauert beim ersten Mal auf zwei Kernen etwa eine halbe Stunde, der schnelle eine Minute.</translation>
    </message>
    <message>
        <source>&amp;Quick (small workloads: checks the pipeline, not the numbers)</source>
        <translation>&amp;Schnell (kleine Workloads: prüft die Pipeline, nicht die Zahlen)</translation>
    </message>
    <message>
        <source>all cores</source>
        <translation>alle Kerne</translation>
    </message>
    <message>
        <source>threads: </source>
        <translation>Threads: </translation>
    </message>
    <message>
        <source>&amp;Run report</source>
        <translation>Bericht &amp;erstellen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Save HTML…</source>
        <translation>&amp;HTML speichern…</translation>
    </message>
    <message>
        <source>Run the report to see it here.</source>
        <translation>Erstellen Sie den Bericht, um ihn hier zu sehen.</translation>
    </message>
    <message>
        <source>%1 to run; runs already stored are skipped.</source>
        <translation>Auszuführen: %1; bereits gespeicherte Läufe werden übersprungen.</translation>
    </message>
    <message>
        <source>Preparing the runs: loading the CTC trace and generating the workloads…</source>
        <translation>Läufe werden vorbereitet: CTC-Trace wird geladen und Workloads werden erzeugt…</translation>
    </message>
    <message>
        <source>Cancelling… the report will show what is stored so far.</source>
        <translation>Wird abgebrochen… Der Bericht zeigt, was bis jetzt gespeichert ist.</translation>
    </message>
    <message>
        <source>%1 of %2 runs: %3 simulated, %4 already stored, %5 failed.</source>
        <translation>%1 von %2 Läufen: %3 simuliert, %4 bereits gespeichert, %5 fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Comparing with the published figures…</source>
        <translation>Vergleich mit den veröffentlichten Werten…</translation>
    </message>
    <message>
        <source>Cancelled: figures without a stored run are NOT RUN.</source>
        <translation>Abgebrochen: Werte ohne gespeicherten Lauf sind NOT RUN.</translation>
    </message>
    <message>
        <source>The report could not run: %1</source>
        <translation>Der Bericht konnte nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save reproduction report</source>
        <translation>Reproduktionsbericht speichern</translation>
    </message>
    <message>
        <source>HTML pages (*.html)</source>
        <translation>HTML-Seiten (*.html)</translation>
    </message>
    <message>
        <source>The bundled CTC trace was not found.</source>
        <translation>Der mitgelieferte CTC-Trace wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>%1 reproduced (R), %2 same direction (Q), %3 not reproduced (N), %4 not run</source>
        <translation>%1 reproduziert (R), %2 gleiche Richtung (Q), %3 nicht reproduziert (N), %4 nicht gelaufen</translation>
    </message>
    <message>
        <source>%1 published figures: %2. %3 text claims: %4.</source>
        <translation>%1 veröffentlichte Werte: %2. %3 Aussagen im Text: %4.</translation>
    </message>
</context>
<context>
    <name>schedlab::RunBrowser</name>
    <message>
        <source>SchedLab run files (*.sqlite *.db);;All files (*)</source>
        <translation>SchedLab-Laufdateien (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Compare the selected runs side by side in a new tab</source>
        <translation>Die ausgewählten Läufe in einem neuen Tab nebeneinander vergleichen</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Öffnen</translation>
    </message>
    <message>
        <source>Show the stored results of the selected run</source>
        <translation>Die gespeicherten Ergebnisse des ausgewählten Laufs anzeigen</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Rename the selected run</source>
        <translation>Den ausgewählten Lauf umbenennen</translation>
    </message>
    <message>
        <source>&amp;Tags…</source>
        <translation>&amp;Tags…</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Edit the tags of the selected runs</source>
        <translation>Die Tags der ausgewählten Läufe bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Notes…</source>
        <translation>&amp;Notizen…</translation>
    </message>
    <message>
        <source>Annotate the selected run</source>
        <translation>Den ausgewählten Lauf mit Notizen versehen</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>Delete the selected runs from the store</source>
        <translation>Die ausgewählten Läufe aus dem Laufspeicher löschen</translation>
    </message>
    <message>
        <source>E&amp;xport selected…</source>
        <translation>Auswahl e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Write the selected runs to one file to share them</source>
        <translation>Die ausgewählten Läufe in eine Datei schreiben, um sie weiterzugeben</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Add the runs of an exported file or another store</source>
        <translation>Die Läufe einer exportierten Datei oder eines anderen Laufspeichers hinzufügen</translation>
    </message>
    <message>
        <source>T&amp;race:</source>
        <translation>T&amp;race:</translation>
    </message>
    <message>
        <source>&amp;Policy:</source>
        <translation>&amp;Strategie:</translation>
    </message>
    <message>
        <source>Ta&amp;g:</source>
        <translation>Ta&amp;g:</translation>
    </message>
    <message>
        <source>Gro&amp;up:</source>
        <translation>Gr&amp;uppe:</translation>
    </message>
    <message>
        <source>All traces</source>
        <translation>Alle Traces</translation>
    </message>
    <message>
        <source>All policies</source>
        <translation>Alle Strategien</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>Alle Tags</translation>
    </message>
    <message>
        <source>All groups</source>
        <translation>Alle Gruppen</translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>%1 von %2 angezeigt</translation>
    </message>
    <message>
        <source>Loading %1 for the comparison…</source>
        <translation>%1 wird für den Vergleich geladen…</translation>
    </message>
    <message>
        <source>Rename run</source>
        <translation>Lauf umbenennen</translation>
    </message>
    <message>
        <source>Name of run %1:</source>
        <translation>Name von Lauf %1:</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Tags of run %1, separated by commas:</source>
        <translation>Tags von Lauf %1, durch Kommas getrennt:</translation>
    </message>
    <message>
        <source>Tags shared by the %1 selected runs, separated by commas:</source>
        <translation>Gemeinsame Tags der %1 ausgewählten Läufe, durch Kommas getrennt:</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Notes on run %1:</source>
        <translation>Notizen zu Lauf %1:</translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Läufe löschen</translation>
    </message>
    <message>
        <source>Delete %1 from %2?</source>
        <translation>%1 aus %2 löschen?</translation>
    </message>
    <message>
        <source>This cannot be undone. Export them first to keep a copy.</source>
        <translation>Dies kann nicht rückgängig gemacht werden. Exportieren Sie die Läufe zuerst, um eine Kopie zu behalten.</translation>
    </message>
    <message>
        <source>Export runs</source>
        <translation>Läufe exportieren</translation>
    </message>
    <message>
        <source>%1 already exists. SchedLab never overwrites a file: choose a new name.</source>
        <translation>%1 existiert bereits. SchedLab überschreibt nie eine Datei: Wählen Sie einen neuen Namen.</translation>
    </message>
    <message>
        <source>Import runs</source>
        <translation>Läufe importieren</translation>
    </message>
</context>
<context>
    <name>schedlab::RunDocument</name>
    <message>
        <source>estimating…</source>
        <translation>wird geschätzt…</translation>
    </message>
    <message>
        <source>%1:%2 left</source>
        <translation>noch %1:%2</translation>
    </message>
    <message>
        <source>By decision</source>
        <translation>Nach Entscheidung</translation>
    </message>
    <message>
        <source>By user</source>
        <translation>Nach Benutzer</translation>
    </message>
    <message>
        <source>By width</source>
        <translation>Nach Breite</translation>
    </message>
    <message>
        <source>By wait</source>
        <translation>Nach Wartezeit</translation>
    </message>
    <message>
        <source>%1 on %2 — %3</source>
        <translation>%1 auf %2 — %3</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop this simulation; the schedule so far stays visible</source>
        <translation>Diese Simulation stoppen; der bisherige Ablaufplan bleibt sichtbar</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>What the job colours mean</source>
        <translation>Was die Job-Farben bedeuten</translation>
    </message>
    <message>
        <source>Find job number (Ctrl+F)</source>
        <translation>Jobnummer suchen (Strg+F)</translation>
    </message>
    <message>
        <source>Fit the whole schedule into view</source>
        <translation>Den gesamten Ablaufplan in die Ansicht einpassen</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>Farbe:</translation>
    </message>
    <message>
        <source>Gantt chart</source>
        <translation>Gantt-Diagramm</translation>
    </message>
    <message>
        <source>Machine occupancy</source>
        <translation>Maschinenbelegung</translation>
    </message>
    <message>
        <source>Busy nodes per machine and queue length over time</source>
        <translation>Belegte Knoten pro Maschine und Länge der Warteschlange im Zeitverlauf</translation>
    </message>
    <message>
        <source>No job %1 in this run</source>
        <translation>Kein Job %1 in diesem Lauf</translation>
    </message>
    <message>
        <source>All events</source>
        <translation>Alle Ereignisse</translation>
    </message>
    <message>
        <source>Starts (decisions)</source>
        <translation>Starts (Entscheidungen)</translation>
    </message>
    <message>
        <source>Backfills only</source>
        <translation>Nur Backfilling</translation>
    </message>
    <message>
        <source>Submissions</source>
        <translation>Einreichungen</translation>
    </message>
    <message>
        <source>Completions</source>
        <translation>Abschlüsse</translation>
    </message>
    <message>
        <source>Preemptions and resumes</source>
        <translation>Verdrängungen und Fortsetzungen</translation>
    </message>
    <message>
        <source>Filter by job number</source>
        <translation>Nach Jobnummer filtern</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Anzeigen:</translation>
    </message>
    <message>
        <source>Live charts</source>
        <translation>Live-Diagramme</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Ereignisprotokoll</translation>
    </message>
    <message>
        <source>Run record</source>
        <translation>Laufdaten</translation>
    </message>
    <message>
        <source>Job details</source>
        <translation>Job-Details</translation>
    </message>
    <message>
        <source>Waiting queue at now</source>
        <translation>Warteschlange zum aktuellen Zeitpunkt</translation>
    </message>
    <message>
        <source>Play or step the schedule to see the queue.</source>
        <translation>Spielen Sie den Ablaufplan ab oder gehen Sie ihn schrittweise durch, um die Warteschlange zu sehen.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>%p% — %1</source>
        <translation>%p% — %1</translation>
    </message>
    <message>
        <source>Simulating: %1 of %2 jobs done, simulated time %3</source>
        <translation>Simulation läuft: %1 von %2 Jobs erledigt, simulierte Zeit %3</translation>
    </message>
    <message>
        <source>%p% done</source>
        <translation>%p% erledigt</translation>
    </message>
    <message>
        <source>Cancelled at %1% after %2 s: the schedule so far is shown</source>
        <translation>Bei %1% nach %2 s abgebrochen: Der bisherige Ablaufplan wird angezeigt</translation>
    </message>
    <message>
        <source>Cancelled. %1 of %2 jobs had finished; metrics cover those jobs only.</source>
        <translation>Abgebrochen. %1 von %2 Jobs waren beendet; die Kennzahlen umfassen nur diese Jobs.</translation>
    </message>
    <message>
        <source>Done in %1 s: AWRT %2 s, utilization %3%</source>
        <translation>Fertig in %1 s: AWRT %2 s, Auslastung %3%</translation>
    </message>
    <message>
        <source>The schedule failed validation:
%1</source>
        <translation>Der Ablaufplan hat die Validierung nicht bestanden:
%1</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation>Der Lauf ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Waiting jobs: %1 · nodes requested: %2</source>
        <translation>Wartende Jobs: %1 · angeforderte Knoten: %2</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <source>Start (backfill)</source>
        <translation>Start (Backfilling)</translation>
    </message>
    <message>
        <source>Per machine</source>
        <translation>Pro Maschine</translation>
    </message>
    <message>
        <source>Not run to the end</source>
        <translation>Nicht zu Ende gelaufen</translation>
    </message>
    <message>
        <source>By origin site</source>
        <translation>Nach Herkunftsstandort</translation>
    </message>
    <message>
        <source>This run&apos;s jobs have no origin site</source>
        <translation>Die Jobs dieses Laufs haben keinen Herkunftsstandort</translation>
    </message>
    <message>
        <source>Per site</source>
        <translation>Je Standort</translation>
    </message>
    <message>
        <source>Jobs by the site they were submitted at</source>
        <translation>Jobs nach dem Standort, an dem sie eingereicht wurden</translation>
    </message>
    <message>
        <source>By credit</source>
        <translation>Nach Kredit</translation>
    </message>
    <message>
        <source>This run&apos;s jobs have no credit</source>
        <translation>Die Jobs dieses Laufs haben keinen Kredit</translation>
    </message>
    <message>
        <source>Credit and delay</source>
        <translation>Kredit und Verzögerung</translation>
    </message>
    <message>
        <source>Startup delay against credit, one colour per width (Vanderster 2008, Fig. 4.5)</source>
        <translation>Startverzögerung über dem Kredit, eine Farbe je Breite (Vanderster 2008, Abb. 4.5)</translation>
    </message>
    <message>
        <source>Per user</source>
        <translation>Pro Benutzer</translation>
    </message>
    <message>
        <source>How each user&apos;s jobs ended and waited: fairness across users</source>
        <translation>Wie die Jobs jedes Benutzers endeten und warteten: Fairness zwischen Benutzern</translation>
    </message>
</context>
<context>
    <name>schedlab::RunInfoView</name>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Trace</translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <source>Transforms</source>
        <translation>Transformationen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1: nodes %2, speed %3</source>
        <translation>%1: Knoten %2, Geschwindigkeit %3</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert (Seed)</translation>
    </message>
    <message>
        <source>Jobs simulated</source>
        <translation>Simulierte Jobs</translation>
    </message>
    <message>
        <source>Engine events</source>
        <translation>Engine-Ereignisse</translation>
    </message>
    <message>
        <source>Simulation wall time</source>
        <translation>Simulationsdauer (Echtzeit)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Scheduler CPU time</source>
        <translation>CPU-Zeit des Schedulers</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>schedule valid (independent check)</source>
        <translation>Ablaufplan gültig (unabhängige Prüfung)</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Befehlszeile</translation>
    </message>
    <message>
        <source>Run store</source>
        <translation>Laufspeicher</translation>
    </message>
</context>
<context>
    <name>schedlab::RunLibrary</name>
    <message>
        <source>1 run</source>
        <translation>1 Lauf</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 Läufe</translation>
    </message>
    <message>
        <source>the run store is not open yet</source>
        <translation>der Laufspeicher ist noch nicht geöffnet</translation>
    </message>
    <message>
        <source>%1 is open read-only</source>
        <translation>%1 ist schreibgeschützt geöffnet</translation>
    </message>
    <message>
        <source>%1 is open read-only: %2</source>
        <translation>%1 ist schreibgeschützt geöffnet: %2</translation>
    </message>
    <message>
        <source>no run store is open: %1</source>
        <translation>kein Laufspeicher geöffnet: %1</translation>
    </message>
    <message>
        <source>No run store is open.</source>
        <translation>Kein Laufspeicher geöffnet.</translation>
    </message>
    <message>
        <source>Cannot change stored runs: %1.</source>
        <translation>Gespeicherte Läufe können nicht geändert werden: %1.</translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation>%1 gelöscht</translation>
    </message>
    <message>
        <source>Exported %1 to %2</source>
        <translation>%1 nach %2 exportiert</translation>
    </message>
    <message>
        <source>Imported %1 from %2</source>
        <translation>%1 aus %2 importiert</translation>
    </message>
    <message>
        <source>; %1 already in the store</source>
        <translation>; %1 bereits im Laufspeicher</translation>
    </message>
</context>
<context>
    <name>schedlab::RunLibraryController</name>
    <message>
        <source>SchedLab run stores (*.sqlite *.db);;All files (*)</source>
        <translation>SchedLab-Laufspeicher (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Run library</source>
        <translation>Laufbibliothek</translation>
    </message>
    <message>
        <source>Start a new run store</source>
        <translation>Neuen Laufspeicher anlegen</translation>
    </message>
    <message>
        <source>Run store: %1</source>
        <translation>Laufspeicher: %1</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Bibliothek</translation>
    </message>
    <message>
        <source>Show run &amp;browser</source>
        <translation>Lauf-&amp;Browser anzeigen</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>New s&amp;weep…</source>
        <translation>Neue &amp;Parameterstudie…</translation>
    </message>
    <message>
        <source>Run a policy over many traces, platforms, policies and parameter values</source>
        <translation>Eine Strategie über viele Traces, Plattformen, Strategien und Parameterwerte laufen lassen</translation>
    </message>
    <message>
        <source>Reproduce a &amp;study…</source>
        <translation>&amp;Studie reproduzieren…</translation>
    </message>
    <message>
        <source>Reproduction &amp;report…</source>
        <translation>&amp;Reproduktionsbericht…</translation>
    </message>
    <message>
        <source>Compare every published figure of the implemented publications with SchedLab&apos;s value</source>
        <translation>Jeden veröffentlichten Wert der implementierten Veröffentlichungen mit dem Wert von SchedLab vergleichen</translation>
    </message>
    <message>
        <source>Run &amp;store…</source>
        <translation>&amp;Laufspeicher…</translation>
    </message>
    <message>
        <source>Choose the file where runs are stored, or start a new one</source>
        <translation>Die Datei wählen, in der Läufe gespeichert werden, oder eine neue anlegen</translation>
    </message>
    <message>
        <source>Opened %1 read-only: new runs are not stored</source>
        <translation>%1 schreibgeschützt geöffnet: Neue Läufe werden nicht gespeichert</translation>
    </message>
    <message>
        <source>Runs are stored in %1</source>
        <translation>Läufe werden in %1 gespeichert</translation>
    </message>
    <message>
        <source>%1 already exists. A new run store needs a new file name; SchedLab never overwrites a file.</source>
        <translation>%1 existiert bereits. Ein neuer Laufspeicher benötigt einen neuen Dateinamen; SchedLab überschreibt nie eine Datei.</translation>
    </message>
    <message>
        <source>storing…</source>
        <translation>wird gespeichert…</translation>
    </message>
    <message>
        <source>Stored as run %1 in %2</source>
        <translation>Als Lauf %1 in %2 gespeichert</translation>
    </message>
    <message>
        <source>Not stored: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Compare %1</source>
        <translation>%1 vergleichen</translation>
    </message>
    <message>
        <source>Group %1: %2 stored; select runs in the browser to compare them</source>
        <translation>Gruppe %1: %2 gespeichert; wählen Sie Läufe im Browser aus, um sie zu vergleichen</translation>
    </message>
    <message>
        <source>Run store</source>
        <translation>Laufspeicher</translation>
    </message>
    <message>
        <source>No run store is open.</source>
        <translation>Kein Laufspeicher geöffnet.</translation>
    </message>
    <message>
        <source>Runs are stored in&lt;br&gt;&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;(%2).</source>
        <translation>Läufe werden gespeichert in&lt;br&gt;&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;(%2).</translation>
    </message>
    <message>
        <source>New runs are not stored: %1.</source>
        <translation>Neue Läufe werden nicht gespeichert: %1.</translation>
    </message>
    <message>
        <source>Open another file…</source>
        <translation>Andere Datei öffnen…</translation>
    </message>
    <message>
        <source>Start a new file…</source>
        <translation>Neue Datei anlegen…</translation>
    </message>
    <message>
        <source>Use the default file</source>
        <translation>Standarddatei verwenden</translation>
    </message>
    <message>
        <source>Open run store</source>
        <translation>Laufspeicher öffnen</translation>
    </message>
    <message>
        <source>Opening run store…</source>
        <translation>Laufspeicher wird geöffnet…</translation>
    </message>
    <message>
        <source>Run store: %1 (%2)</source>
        <translation>Laufspeicher: %1 (%2)</translation>
    </message>
    <message>
        <source>Runs are not stored: %1</source>
        <translation>Läufe werden nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Opening run %1…</source>
        <translation>Lauf %1 wird geöffnet…</translation>
    </message>
    <message>
        <source>&amp;Advise…</source>
        <translation>&amp;Empfehlen…</translation>
    </message>
    <message>
        <source>Which policy suits the loaded log on this platform: a ranking by your objectives, over the months, and who gains or loses</source>
        <translation>Welche Strategie zum geladenen Protokoll auf dieser Plattform passt: eine Rangfolge nach Ihren Zielen, über die Monate, und wer gewinnt oder verliert</translation>
    </message>
    <message>
        <source>Open a trace first: the advice is about the loaded log</source>
        <translation>Zuerst einen Trace öffnen: Die Empfehlung bezieht sich auf das geladene Protokoll</translation>
    </message>
    <message>
        <source>Save the edited platform as a file and open it, or pick a preset: the advice names its platform</source>
        <translation>Die bearbeitete Plattform als Datei speichern und öffnen oder eine Vorgabe wählen: Die Empfehlung nennt ihre Plattform</translation>
    </message>
</context>
<context>
    <name>schedlab::RunTableModel</name>
    <message>
        <source>AWRT [s]</source>
        <translation>AWRT [s]</translation>
    </message>
    <message>
        <source>AWWT [s]</source>
        <translation>AWWT [s]</translation>
    </message>
    <message>
        <source>Util. [%]</source>
        <translation>Ausl. [%]</translation>
    </message>
    <message>
        <source>Mean BSLD</source>
        <translation>Mittlere BSLD</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1
SHA-256 %2
%3 jobs</source>
        <translation>%1
SHA-256 %2
%3 Jobs</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Trace</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
</context>
<context>
    <name>schedlab::SiteMetricsTable</name>
    <message>
        <source>Origin site</source>
        <translation>Herkunftsstandort</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>ACT (s)</source>
        <translation>ACT (s)</translation>
    </message>
    <message>
        <source>AWRT (s)</source>
        <translation>AWRT (s)</translation>
    </message>
    <message>
        <source>Mean wait (s)</source>
        <translation>Mittlere Wartezeit (s)</translation>
    </message>
    <message>
        <source>The site the jobs were submitted at, wherever they ran</source>
        <translation>Der Standort, an dem die Jobs eingereicht wurden, wo immer sie liefen</translation>
    </message>
    <message>
        <source>Average completion time: mean time from submission to end of the jobs submitted at this site</source>
        <translation>Mittlere Fertigstellungszeit (ACT): mittlere Zeit von der Einreichung bis zum Ende der an diesem Standort eingereichten Jobs</translation>
    </message>
    <message>
        <source>site %1</source>
        <translation>Standort %1</translation>
    </message>
    <message>
        <source>Standard deviation across sites</source>
        <translation>Standardabweichung über die Standorte</translation>
    </message>
    <message>
        <source>Standard deviation of the sites&apos; ACTs: 0 when every site&apos;s users wait alike</source>
        <translation>Standardabweichung der ACTs der Standorte: 0, wenn die Benutzer aller Standorte gleich lange warten</translation>
    </message>
</context>
<context>
    <name>schedlab::StoreProblemDialog</name>
    <message>
        <source>Run store problem</source>
        <translation>Problem mit dem Laufspeicher</translation>
    </message>
    <message>
        <source>&lt;p&gt;SchedLab cannot use the run store&lt;br&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;SchedLab kann diesen Laufspeicher nicht verwenden:&lt;br&gt;&lt;b&gt;%1&lt;/b&gt;&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>You can browse its runs read-only (new runs are then not stored), or start a new file. The file itself is left exactly as it is.</source>
        <translation>Sie können seine Läufe schreibgeschützt durchsuchen (neue Läufe werden dann nicht gespeichert) oder eine neue Datei anlegen. Die Datei selbst bleibt genau so, wie sie ist.</translation>
    </message>
    <message>
        <source>You can start a new file for your runs. The file itself is left exactly as it is.</source>
        <translation>Sie können eine neue Datei für Ihre Läufe anlegen. Die Datei selbst bleibt genau so, wie sie ist.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <source>Start a new file…</source>
        <translation>Neue Datei anlegen…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>schedlab::StoredRunOpener</name>
    <message>
        <source>Run %1 %2</source>
        <translation>Lauf %1 %2</translation>
    </message>
    <message>
        <source>Stored run</source>
        <translation>Gespeicherter Lauf</translation>
    </message>
    <message>
        <source>Reopened from the run store: run %1, made %2.</source>
        <translation>Aus dem Laufspeicher wieder geöffnet: Lauf %1, erstellt %2.</translation>
    </message>
</context>
<context>
    <name>schedlab::StoredRunView</name>
    <message>
        <source>Run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Trace</translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <source>Jobs in trace</source>
        <translation>Jobs im Trace</translation>
    </message>
    <message>
        <source>Transforms</source>
        <translation>Transformationen</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>Policy</source>
        <translation>Strategie</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert (Seed)</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>SchedLab version</source>
        <translation>SchedLab-Version</translation>
    </message>
    <message>
        <source>Run key</source>
        <translation>Laufschlüssel</translation>
    </message>
    <message>
        <source>UUID</source>
        <translation>UUID</translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation>Kennzahlen</translation>
    </message>
</context>
<context>
    <name>schedlab::StudyDialog</name>
    <message>
        <source>Reproduce a study</source>
        <translation>Studie reproduzieren</translation>
    </message>
    <message>
        <source>&amp;Quick version</source>
        <translation>Schnell&amp;version</translation>
    </message>
    <message>
        <source>Fewer months, extracts and parameter values and smaller generated workloads: every kind of run and every table, in a fraction of the time. Stored as a group of its own.</source>
        <translation>Weniger Monate, Auszüge und Parameterwerte sowie kleinere erzeugte Workloads: jede Art von Lauf und jede Tabelle in einem Bruchteil der Zeit. Wird in einer eigenen Gruppe gespeichert.</translation>
    </message>
    <message>
        <source>All cores (%1)</source>
        <translation>Alle Kerne (%1)</translation>
    </message>
    <message>
        <source>Runs simulated at the same time</source>
        <translation>Gleichzeitig simulierte Läufe</translation>
    </message>
    <message>
        <source>Worker &amp;threads:</source>
        <translation>Worker-&amp;Threads:</translation>
    </message>
    <message>
        <source>Inputs:</source>
        <translation>Eingaben:</translation>
    </message>
    <message>
        <source>Runs:</source>
        <translation>Läufe:</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Cancel study</source>
        <translation>Studie &amp;abbrechen</translation>
    </message>
    <message>
        <source>&amp;Show results</source>
        <translation>&amp;Ergebnisse anzeigen</translation>
    </message>
    <message>
        <source>Open the study&apos;s tables from the runs already stored, without running anything</source>
        <translation>Die Tabellen der Studie aus den bereits gespeicherten Läufen öffnen, ohne etwas auszuführen</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Runs are stored in the group</source>
        <translation>Die Läufe werden in dieser Gruppe gespeichert:</translation>
    </message>
    <message>
        <source>%1, %2 of them stored in %3</source>
        <translation>%1, davon %2 in %3 gespeichert</translation>
    </message>
    <message>
        <source>Counting the runs… (%1 stored in %2)</source>
        <translation>Läufe werden gezählt… (%1 in %2 gespeichert)</translation>
    </message>
    <message>
        <source>%1 stored in %2 (the total is known once the study starts)</source>
        <translation>%1 in %2 gespeichert (die Gesamtzahl steht fest, sobald die Studie startet)</translation>
    </message>
    <message>
        <source>%1 (bundled); generated workloads in %2</source>
        <translation>%1 (mitgeliefert); erzeugte Workloads in %2</translation>
    </message>
    <message>
        <source>CTC trace not found</source>
        <translation>CTC-Trace nicht gefunden</translation>
    </message>
    <message>
        <source>a folder “generated” beside the run store</source>
        <translation>einem Ordner „generated“ neben dem Laufspeicher</translation>
    </message>
    <message>
        <source>The bundled CTC SP2 trace %1 was not found.</source>
        <translation>Der mitgelieferte CTC-SP2-Trace %1 wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>Run every run of the study that is not stored yet</source>
        <translation>Jeden noch nicht gespeicherten Lauf der Studie ausführen</translation>
    </message>
    <message>
        <source>Preparing the runs: loading the CTC trace and generating the workloads…</source>
        <translation>Läufe werden vorbereitet: CTC-Trace wird geladen und Workloads werden erzeugt…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>%1 to run; runs already stored are skipped.</source>
        <translation>Auszuführen: %1; bereits gespeicherte Läufe werden übersprungen.</translation>
    </message>
    <message>
        <source>Cancelled after %1 of %2 (%3 simulated, %4 already stored, %5 failed). Run again to resume: stored runs are skipped.</source>
        <translation>Abgebrochen nach %1/%2 (%3 simuliert, %4 bereits gespeichert, %5 fehlgeschlagen). Erneut starten, um fortzusetzen: Gespeicherte Läufe werden übersprungen.</translation>
    </message>
    <message>
        <source>Finished %1 of %2 in %6: %3 simulated, %4 already stored, %5 failed.</source>
        <translation>%1/%2 in %6 abgeschlossen: %3 simuliert, %4 bereits gespeichert, %5 fehlgeschlagen.</translation>
    </message>
    <message>
        <source>First failure: %1</source>
        <translation>Erster Fehler: %1</translation>
    </message>
    <message>
        <source>First failure: %1: %2</source>
        <translation>Erster Fehler: %1: %2</translation>
    </message>
    <message>
        <source>The study could not start: %1</source>
        <translation>Die Studie konnte nicht gestartet werden: %1</translation>
    </message>
</context>
<context>
    <name>schedlab::StudyResultsView</name>
    <message>
        <source>%1 (quick version)</source>
        <translation>%1 (Schnellversion)</translation>
    </message>
    <message>
        <source>Unknown study %1</source>
        <translation>Unbekannte Studie %1</translation>
    </message>
    <message>
        <source>Reading the run store…</source>
        <translation>Laufspeicher wird gelesen…</translation>
    </message>
    <message>
        <source>Compare the runs</source>
        <translation>Läufe vergleichen</translation>
    </message>
    <message>
        <source>Open the comparison view on every run of this study</source>
        <translation>Die Vergleichsansicht mit allen Läufen dieser Studie öffnen</translation>
    </message>
    <message>
        <source>Show in the run browser</source>
        <translation>Im Lauf-Browser anzeigen</translation>
    </message>
    <message>
        <source>Filter the run browser to this study&apos;s runs</source>
        <translation>Den Lauf-Browser auf die Läufe dieser Studie filtern</translation>
    </message>
    <message>
        <source>There is no study named %1.</source>
        <translation>Es gibt keine Studie namens %1.</translation>
    </message>
    <message>
        <source>Study %1 (quick)</source>
        <translation>Studie %1 (Schnellversion)</translation>
    </message>
    <message>
        <source>Study %1</source>
        <translation>Studie %1</translation>
    </message>
    <message>
        <source>The run browser does not list every run of this study: is another run store open?</source>
        <translation>Der Lauf-Browser listet nicht alle Läufe dieser Studie auf: Ist ein anderer Laufspeicher geöffnet?</translation>
    </message>
    <message>
        <source>Could not read the run store %1: %2</source>
        <translation>Der Laufspeicher %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>No run of group %1 in %2 yet: run the study first.</source>
        <translation>Noch kein Lauf der Gruppe %1 in %2: Führen Sie zuerst die Studie aus.</translation>
    </message>
    <message>
        <source>%1 of group %2 in %3.</source>
        <translation>%1 der Gruppe %2 in %3.</translation>
    </message>
    <message>
        <source>Compare the %1…</source>
        <translation>%1 vergleichen…</translation>
    </message>
    <message>
        <source>Too many runs to compare at once: pick some in the run browser (at most %1)</source>
        <translation>Zu viele Läufe für einen gemeinsamen Vergleich: Wählen Sie einige im Lauf-Browser aus (höchstens %1)</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Write this table as CSV, cell for cell as shown</source>
        <translation>Diese Tabelle als CSV schreiben, Zelle für Zelle wie angezeigt</translation>
    </message>
    <message>
        <source>Export table as CSV</source>
        <translation>Tabelle als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>schedlab::StudyTableChart</name>
    <message>
        <source>Chart of %1</source>
        <translation>Diagramm von %1</translation>
    </message>
</context>
<context>
    <name>schedlab::SweepDialog</name>
    <message>
        <source>Sweep specs (*.json);;All files (*)</source>
        <translation>Parameterstudien-Spezifikationen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>New sweep</source>
        <translation>Neue Parameterstudie</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>&amp;Load spec…</source>
        <translation>Spezifikation l&amp;aden…</translation>
    </message>
    <message>
        <source>&amp;Save spec…</source>
        <translation>Spezifikation spei&amp;chern…</translation>
    </message>
    <message>
        <source>E&amp;xport for Slurm…</source>
        <translation>Für Slurm e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Write the sweep as a Slurm job array, one independent task per run</source>
        <translation>Die Parameterstudie als Slurm-Job-Array schreiben, eine unabhängige Task pro Lauf</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>&amp;Cancel sweep</source>
        <translation>Parameterstudie a&amp;bbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>%1-sweep</source>
        <translation>%1-Parameterstudie</translation>
    </message>
    <message>
        <source>sweep</source>
        <translation>Parameterstudie</translation>
    </message>
    <message>
        <source>Counting runs…</source>
        <translation>Läufe werden gezählt…</translation>
    </message>
    <message>
        <source>The sweep expands to no runs.</source>
        <translation>Die Parameterstudie ergibt keine Läufe.</translation>
    </message>
    <message>
        <source>No runs</source>
        <translation>Keine Läufe</translation>
    </message>
    <message>
        <source>Runs cannot be stored: %1</source>
        <translation>Läufe können nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>not stored: %1</source>
        <translation>nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>%1 says more than this form can show; it runs exactly as loaded (see Spec). Changing any choice replaces it with the form&apos;s sweep.</source>
        <translation>%1 enthält mehr, als dieses Formular anzeigen kann; die Parameterstudie läuft genau wie geladen (siehe Spezifikation). Jede geänderte Auswahl ersetzt sie durch die Parameterstudie des Formulars.</translation>
    </message>
    <message>
        <source>Cannot load %1: %2</source>
        <translation>%1 kann nicht geladen werden: %2</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved the spec to %1; run it with: schedlab-cli sweep %2</source>
        <translation>Spezifikation in %1 gespeichert; ausführen mit: schedlab-cli sweep %2</translation>
    </message>
    <message>
        <source>Exported the sweep as a Slurm job array to %1. Submit it there with: sbatch %2</source>
        <translation>Parameterstudie als Slurm-Job-Array nach %1 exportiert. Dort einreichen mit: sbatch %2</translation>
    </message>
    <message>
        <source>Load sweep spec</source>
        <translation>Spezifikation der Parameterstudie laden</translation>
    </message>
    <message>
        <source>Save sweep spec</source>
        <translation>Spezifikation der Parameterstudie speichern</translation>
    </message>
    <message>
        <source>Export for Slurm: name a new folder</source>
        <translation>Für Slurm exportieren: neuen Ordner benennen</translation>
    </message>
</context>
<context>
    <name>schedlab::SweepForm</name>
    <message>
        <source>Platforms (*.json);;All files (*)</source>
        <translation>Plattformen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Traces</source>
        <translation>Traces</translation>
    </message>
    <message>
        <source>Add &amp;files…</source>
        <translation>&amp;Dateien hinzufügen…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Transform sets</source>
        <translation>Transformationssätze</translation>
    </message>
    <message>
        <source>The trace as loaded</source>
        <translation>Der Trace wie geladen</translation>
    </message>
    <message>
        <source>Each calendar month (one run per month)</source>
        <translation>Jeder Kalendermonat (ein Lauf pro Monat)</translation>
    </message>
    <message>
        <source>Splits every trace into its calendar months, as in &quot;each month of CTC&quot;</source>
        <translation>Teilt jeden Trace in seine Kalendermonate auf, wie bei „jeder Monat von CTC“</translation>
    </message>
    <message>
        <source>as recorded</source>
        <translation>wie aufgezeichnet</translation>
    </message>
    <message>
        <source>exact (estimate = run time)</source>
        <translation>exakt (Laufzeitschätzung = Laufzeit)</translation>
    </message>
    <message>
        <source>both: as recorded and exact</source>
        <translation>beides: wie aufgezeichnet und exakt</translation>
    </message>
    <message>
        <source>Drop jobs wider than the platform&apos;s largest machine</source>
        <translation>Jobs verwerfen, die breiter als die größte Maschine der Plattform sind</translation>
    </message>
    <message>
        <source>Run-time &amp;estimates:</source>
        <translation>&amp;Laufzeitschätzungen:</translation>
    </message>
    <message>
        <source>Platforms</source>
        <translation>Plattformen</translation>
    </message>
    <message>
        <source> nodes</source>
        <translation> Knoten</translation>
    </message>
    <message>
        <source>Add single &amp;machine</source>
        <translation>Einzelne &amp;Maschine hinzufügen</translation>
    </message>
    <message>
        <source>Add &amp;JSON…</source>
        <translation>&amp;JSON hinzufügen…</translation>
    </message>
    <message>
        <source>Add a platform file as saved by the Platform panel</source>
        <translation>Eine Plattformdatei hinzufügen, wie sie das Plattform-Panel speichert</translation>
    </message>
    <message>
        <source>Policies</source>
        <translation>Strategien</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Parameterstudie</translation>
    </message>
    <message>
        <source>Whole numbers separated by commas; every built-in policy is deterministic, so more seeds only matter for policies that draw random numbers</source>
        <translation>Ganze Zahlen, durch Kommas getrennt; jede eingebaute Strategie ist deterministisch, mehrere Startwerte sind also nur für Strategien von Bedeutung, die Zufallszahlen ziehen</translation>
    </message>
    <message>
        <source>The runs are stored under this group; the run browser filters by it</source>
        <translation>Die Läufe werden unter dieser Gruppe gespeichert; der Lauf-Browser filtert danach</translation>
    </message>
    <message>
        <source>all cores (%1)</source>
        <translation>alle Kerne (%1)</translation>
    </message>
    <message>
        <source>Check every schedule with the validator</source>
        <translation>Jeden Ablaufplan mit dem Validator prüfen</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Gruppe:</translation>
    </message>
    <message>
        <source>S&amp;eeds:</source>
        <translation>Startwert&amp;e:</translation>
    </message>
    <message>
        <source>&amp;Threads:</source>
        <translation>&amp;Threads:</translation>
    </message>
    <message>
        <source>Store:</source>
        <translation>Speicher:</translation>
    </message>
    <message>
        <source>The Trace panel&apos;s transforms (none chosen)</source>
        <translation>Die Transformationen des Trace-Panels (keine gewählt)</translation>
    </message>
    <message>
        <source>The Trace panel&apos;s transforms: %1</source>
        <translation>Die Transformationen des Trace-Panels: %1</translation>
    </message>
    <message>
        <source>Choose at least one trace.</source>
        <translation>Wählen Sie mindestens einen Trace.</translation>
    </message>
    <message>
        <source>Choose at least one transform set.</source>
        <translation>Wählen Sie mindestens einen Transformationssatz.</translation>
    </message>
    <message>
        <source>Choose at least one platform.</source>
        <translation>Wählen Sie mindestens eine Plattform.</translation>
    </message>
    <message>
        <source>Choose at least one policy.</source>
        <translation>Wählen Sie mindestens eine Strategie.</translation>
    </message>
    <message>
        <source>Give the sweep a group name.</source>
        <translation>Geben Sie der Parameterstudie einen Gruppennamen.</translation>
    </message>
    <message>
        <source>Give at least one seed.</source>
        <translation>Geben Sie mindestens einen Startwert an.</translation>
    </message>
    <message>
        <source>%1 = %2 (%3)</source>
        <translation>%1 = %2 (%3)</translation>
    </message>
    <message>
        <source>As in the Policy panel: %1</source>
        <translation>Wie im Strategie-Panel: %1</translation>
    </message>
    <message>
        <source>%1 — one machine of %2 nodes</source>
        <translation>%1 — eine Maschine mit %2 Knoten</translation>
    </message>
    <message>
        <source>Add traces</source>
        <translation>Traces hinzufügen</translation>
    </message>
    <message>
        <source>Add a platform</source>
        <translation>Plattform hinzufügen</translation>
    </message>
    <message>
        <source>Add traces (SWF, SchedLab jobs or Slurm accounting) to run the sweep on</source>
        <translation>Traces (SWF, SchedLab-Jobs oder Slurm-Accounting) hinzufügen, auf denen die Parameterstudie läuft</translation>
    </message>
    <message>
        <source>Add &amp;generated…</source>
        <translation>&amp;Generierte hinzufügen…</translation>
    </message>
    <message>
        <source>Add a workload drawn by a generator; each seed of the sweep draws a new one (replications)</source>
        <translation>Eine von einem Generator gezogene Last hinzufügen; jeder Seed des Sweeps zieht eine neue (Replikationen)</translation>
    </message>
    <message>
        <source>Add a generated workload</source>
        <translation>Generierte Last hinzufügen</translation>
    </message>
    <message>
        <source>A generator and its parameters, e.g. generate:site-poisson:jobs=4400. Without a seed of its own, every seed of the sweep draws a new workload.</source>
        <translation>Ein Generator und seine Parameter, z. B. generate:site-poisson:jobs=4400. Ohne eigenen Seed zieht jeder Seed des Sweeps eine neue Last.</translation>
    </message>
</context>
<context>
    <name>schedlab::SweepParameterBox</name>
    <message>
        <source>Swept parameter</source>
        <translation>Variierter Parameter</translation>
    </message>
    <message>
        <source>&amp;Parameter:</source>
        <translation>&amp;Parameter:</translation>
    </message>
    <message>
        <source>&amp;Range</source>
        <translation>Be&amp;reich</translation>
    </message>
    <message>
        <source>&amp;Values</source>
        <translation>&amp;Werte</translation>
    </message>
    <message>
        <source>from</source>
        <translation>von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>1.5, 2, 3</source>
        <translation>1.5, 2, 3</translation>
    </message>
    <message>
        <source>none (each policy once)</source>
        <translation>keiner (jede Strategie einmal)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Swept for: %1</source>
        <translation>Variiert für: %1</translation>
    </message>
</context>
<context>
    <name>schedlab::SweepRunPanel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Not started. Runs already in the store are skipped, so running a sweep again resumes it.</source>
        <translation>Nicht gestartet. Bereits gespeicherte Läufe werden übersprungen; eine erneut gestartete Parameterstudie wird also fortgesetzt.</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Why it failed</source>
        <translation>Fehlerursache</translation>
    </message>
    <message>
        <source>Failed runs</source>
        <translation>Fehlgeschlagene Läufe</translation>
    </message>
    <message>
        <source>The spec as schedlab-cli sweep reads it</source>
        <translation>Die Spezifikation, wie schedlab-cli sweep sie liest</translation>
    </message>
    <message>
        <source>Spec (JSON)</source>
        <translation>Spezifikation (JSON)</translation>
    </message>
    <message>
        <source>Preparing the runs…</source>
        <translation>Läufe werden vorbereitet…</translation>
    </message>
    <message>
        <source>Cancelling: the runs being simulated stop at their next event…</source>
        <translation>Wird abgebrochen: Die laufenden Simulationen stoppen bei ihrem nächsten Ereignis…</translation>
    </message>
    <message>
        <source>Running %1 on %2 threads…</source>
        <translation>Wird ausgeführt: %1 auf %2 Threads…</translation>
    </message>
    <message>
        <source>%1 of %2: %3 done, %4 skipped (already stored), %5 failed</source>
        <translation>%1/%2: %3 erledigt, %4 übersprungen (bereits gespeichert), %5 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 elapsed</source>
        <translation>%1 vergangen</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>noch etwa %1</translation>
    </message>
    <message>
        <source>%1 done, %2 skipped (already stored), %3 failed in %4.</source>
        <translation>%1 erledigt, %2 übersprungen (bereits gespeichert), %3 fehlgeschlagen; Dauer %4.</translation>
    </message>
    <message>
        <source>Cancelled: %1 Run again to resume: the stored runs are skipped.</source>
        <translation>Abgebrochen: %1 Erneut starten, um fortzusetzen: Die gespeicherten Läufe werden übersprungen.</translation>
    </message>
    <message>
        <source>Finished: %1</source>
        <translation>Abgeschlossen: %1</translation>
    </message>
    <message>
        <source>Failed runs (%1)</source>
        <translation>Fehlgeschlagene Läufe (%1)</translation>
    </message>
    <message>
        <source>The sweep did not start: %1</source>
        <translation>Die Parameterstudie wurde nicht gestartet: %1</translation>
    </message>
    <message>
        <source>Replications</source>
        <translation>Replikationen</translation>
    </message>
</context>
<context>
    <name>schedlab::TraceFileFilter</name>
    <message>
        <source>Traces (*.swf *.swf.gz *.gz *.jsonl *.json *.sacct *.psv);;SWF traces (*.swf *.swf.gz *.gz);;SchedLab jobs (*.jsonl);;Batsim workloads (*.json);;Slurm accounting (*.sacct *.txt *.psv);;All files (*)</source>
        <translation>Traces (*.swf *.swf.gz *.gz *.jsonl *.json *.sacct *.psv);;SWF-Traces (*.swf *.swf.gz *.gz);;SchedLab-Jobs (*.jsonl);;Batsim-Lasten (*.json);;Slurm-Accounting (*.sacct *.txt *.psv);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>schedlab::TraceHistogramsWidget</name>
    <message>
        <source>Job width</source>
        <translation>Jobbreite</translation>
    </message>
    <message>
        <source>Run time</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>Estimate accuracy</source>
        <translation>Genauigkeit der Laufzeitschätzung</translation>
    </message>
    <message>
        <source>Arrivals by hour of day</source>
        <translation>Ankünfte nach Tagesstunde</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>%1: %2 jobs (%3 %)</source>
        <translation>%1: %2 Jobs (%3 %)</translation>
    </message>
    <message>
        <source>Nodes requested (power-of-two bins)</source>
        <translation>Angeforderte Knoten (Zweierpotenz-Klassen)</translation>
    </message>
    <message>
        <source>Run time (log-scaled bins)</source>
        <translation>Laufzeit (logarithmische Klassen)</translation>
    </message>
    <message>
        <source>Run time / estimate (%)</source>
        <translation>Laufzeit / Laufzeitschätzung (%)</translation>
    </message>
    <message>
        <source>%1 jobs</source>
        <translation>%1 Jobs</translation>
    </message>
    <message>
        <source>No trace loaded</source>
        <translation>Kein Trace geladen</translation>
    </message>
    <message>
        <source>%1 · %2 overran the estimate (%3 %)</source>
        <translation>%1 · %2 überschritten die Laufzeitschätzung (%3 %)</translation>
    </message>
    <message>
        <source>&gt;100</source>
        <translation>&gt;100</translation>
    </message>
    <message>
        <source>Hour of day (%1)</source>
        <translation>Tagesstunde (%1)</translation>
    </message>
</context>
<context>
    <name>schedlab::TracePanel</name>
    <message>
        <source>No trace loaded</source>
        <translation>Kein Trace geladen</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open the bundled trace %1</source>
        <translation>Den mitgelieferten Trace %1 öffnen</translation>
    </message>
    <message>
        <source>Σ nodes × run time / (header machine size × span between the first and last submission). Above 100% the queue must grow.</source>
        <translation>Σ Knoten × Laufzeit / (Maschinengröße laut Header × Zeitspanne zwischen erster und letzter Einreichung). Über 100% muss die Warteschlange wachsen.</translation>
    </message>
    <message>
        <source>Jobs:</source>
        <translation>Jobs:</translation>
    </message>
    <message>
        <source>Span:</source>
        <translation>Zeitspanne:</translation>
    </message>
    <message>
        <source>Machine size:</source>
        <translation>Maschinengröße:</translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation>Rechner:</translation>
    </message>
    <message>
        <source>Offered load:</source>
        <translation>Angebotene Last:</translation>
    </message>
    <message>
        <source>Skipped:</source>
        <translation>Übersprungen:</translation>
    </message>
    <message>
        <source>Transforms (applied to a copy when a run starts)</source>
        <translation>Transformationen (werden beim Start eines Laufs auf eine Kopie angewendet)</translation>
    </message>
    <message>
        <source>Drop jobs wider than the largest machine</source>
        <translation>Jobs verwerfen, die breiter als die größte Maschine sind</translation>
    </message>
    <message>
        <source>Without this, a job wider than every machine stops the run with an error.</source>
        <translation>Ohne diese Option bricht ein Job, der breiter als jede Maschine ist, den Lauf mit einem Fehler ab.</translation>
    </message>
    <message>
        <source>Exact estimates (estimate := run time)</source>
        <translation>Exakte Laufzeitschätzungen (Laufzeitschätzung := Laufzeit)</translation>
    </message>
    <message>
        <source>Run to completion</source>
        <translation>Bis zum Ende laufen lassen</translation>
    </message>
    <message>
        <source>Kill at the estimate</source>
        <translation>Bei der Laufzeitschätzung abbrechen</translation>
    </message>
    <message>
        <source>What happens to a job that runs past its estimate</source>
        <translation>Was mit einem Job geschieht, der länger als seine Laufzeitschätzung läuft</translation>
    </message>
    <message>
        <source>Whole trace</source>
        <translation>Gesamter Trace</translation>
    </message>
    <message>
        <source>Keep only jobs submitted in this calendar month (trace time zone)</source>
        <translation>Nur Jobs behalten, die in diesem Kalendermonat eingereicht wurden (Zeitzone des Traces)</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Keep jobs by position in the trace (1-based, inclusive)</source>
        <translation>Jobs nach Position im Trace behalten (1-basiert, einschließlich)</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Overrun:</source>
        <translation>Überschreitung:</translation>
    </message>
    <message>
        <source>Month:</source>
        <translation>Monat:</translation>
    </message>
    <message>
        <source>Issue</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Histograms</source>
        <translation>Histogramme</translation>
    </message>
    <message>
        <source>Load report</source>
        <translation>Ladebericht</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 wird geladen…</translation>
    </message>
    <message>
        <source>Open trace</source>
        <translation>Trace öffnen</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1
SHA-256 %2</source>
        <translation>%1
SHA-256 %2</translation>
    </message>
    <message>
        <source>%1 (widest: %2 nodes)</source>
        <translation>%1 (breitester: %2 Knoten)</translation>
    </message>
    <message>
        <source>%1 to %2
(%3)</source>
        <translation>%1 bis %2
(%3)</translation>
    </message>
    <message>
        <source>not in header</source>
        <translation>nicht im Header</translation>
    </message>
    <message>
        <source>MaxNodes %1, MaxProcs %2</source>
        <translation>MaxNodes %1, MaxProcs %2</translation>
    </message>
    <message>
        <source> at %1</source>
        <translation> bei %1</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>unknown (no machine size in the header)</source>
        <translation>unbekannt (keine Maschinengröße im Header)</translation>
    </message>
    <message>
        <source>%1 of %2 records (details under Load report)</source>
        <translation>%1 von %2 Datensätzen (Details unter Ladebericht)</translation>
    </message>
    <message>
        <source>Records read</source>
        <translation>Gelesene Datensätze</translation>
    </message>
    <message>
        <source>Comment lines</source>
        <translation>Kommentarzeilen</translation>
    </message>
    <message>
        <source>Jobs loaded</source>
        <translation>Geladene Jobs</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <translation>Übersprungen: %1</translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation>Beibehalten: %1</translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>No record was skipped or changed</source>
        <translation>Kein Datensatz wurde übersprungen oder geändert</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>Open one of the bundled traces</source>
        <translation>Einen der mitgelieferten Traces öffnen</translation>
    </message>
    <message>
        <source>Off while a grid extract is chosen (Grid workload ▸ Extract)</source>
        <translation>Deaktiviert, solange ein Grid-Auszug gewählt ist (Grid-Workload ▸ Auszug)</translation>
    </message>
    <message>
        <source>Open a trace (SWF, SchedLab jobs or Slurm accounting; plain or gzip), or drop one onto the window</source>
        <translation>Einen Trace öffnen (SWF, SchedLab-Jobs oder Slurm-Accounting; unkomprimiert oder gzip) oder einen auf das Fenster ziehen</translation>
    </message>
</context>
<context>
    <name>schedlab::UnfinishedJobsModel</name>
    <message>
        <source>Completed</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Completed late</source>
        <translation>Verspätet beendet</translation>
    </message>
    <message>
        <source>Killed at estimate</source>
        <translation>Bei Laufzeitschätzung abgebrochen</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>Verworfen</translation>
    </message>
    <message>
        <source>Rejected</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>hard deadline passed at %1 while it ran</source>
        <translation>harte Frist verstrich um %1, während er lief</translation>
    </message>
    <message>
        <source>hard deadline passed at %1 before it could start</source>
        <translation>harte Frist verstrich um %1, bevor er starten konnte</translation>
    </message>
    <message>
        <source>dropped by the policy</source>
        <translation>von der Strategie verworfen</translation>
    </message>
    <message>
        <source>refused at admission by %1</source>
        <translation>bei der Zulassung von %1 abgelehnt</translation>
    </message>
    <message>
        <source>failed: fault at %1 with no recovery</source>
        <translation>fehlgeschlagen: Fehler um %1 ohne Wiederaufnahme</translation>
    </message>
    <message>
        <source>cut at its estimate of %1</source>
        <translation>bei seiner Laufzeitschätzung von %1 abgebrochen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>End state</source>
        <translation>Endzustand</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Eingereicht</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
</context>
<context>
    <name>schedlab::UnfinishedJobsPanel</name>
    <message>
        <source>Run a simulation to list the jobs that did not run to the end.</source>
        <translation>Eine Simulation ausführen, um die Jobs aufzulisten, die nicht zu Ende liefen.</translation>
    </message>
    <message>
        <source>Every job ran its work to the end: none was dropped, rejected, failed or killed at its estimate.</source>
        <translation>Jeder Job hat seine Arbeit zu Ende ausgeführt: Keiner wurde verworfen, abgelehnt, ist fehlgeschlagen oder wurde bei seiner Laufzeitschätzung abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>%n job(s) did not run to the end. Choose one to select it in the chart.</source>
        <translation>
            <numerusform>%n Job lief nicht zu Ende. Einen auswählen, um ihn im Diagramm zu markieren.</numerusform>
            <numerusform>%n Jobs liefen nicht zu Ende. Einen auswählen, um ihn im Diagramm zu markieren.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>schedlab::UserMetricsModel</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>guaranteed</source>
        <translation>garantiert</translation>
    </message>
    <message>
        <source>best effort</source>
        <translation>Best Effort</translation>
    </message>
    <message>
        <source>mixed or none</source>
        <translation>gemischt oder keine</translation>
    </message>
    <message>
        <source>%1 of %2 jobs missed their deadline</source>
        <translation>%1 von %2 Jobs verpassten ihre Frist</translation>
    </message>
    <message>
        <source>%1 of %2 jobs were refused</source>
        <translation>%1 von %2 Jobs wurden abgelehnt</translation>
    </message>
    <message>
        <source>%1 of %2 jobs were held back by a leaky bucket</source>
        <translation>%1 von %2 Jobs wurden von einem Leaky Bucket zurückgehalten</translation>
    </message>
    <message>
        <source>over the %1 jobs run to their end</source>
        <translation>über die %1 bis zum Ende gelaufenen Jobs</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>Missed %</source>
        <translation>Verpasst %</translation>
    </message>
    <message>
        <source>Failed %</source>
        <translation>Gescheitert %</translation>
    </message>
    <message>
        <source>Withheld %</source>
        <translation>Zurückgehalten %</translation>
    </message>
    <message>
        <source>Mean response (s)</source>
        <translation>Mittlere Antwortzeit (s)</translation>
    </message>
    <message>
        <source>Mean wait (s)</source>
        <translation>Mittlere Wartezeit (s)</translation>
    </message>
    <message>
        <source>Delay per MI (s)</source>
        <translation>Verzögerung pro MI (s)</translation>
    </message>
    <message>
        <source>The service class of the user&apos;s jobs: guaranteed or best effort</source>
        <translation>Die Dienstklasse der Jobs des Benutzers: garantiert oder Best Effort</translation>
    </message>
    <message>
        <source>The user&apos;s jobs that ended, however they ended</source>
        <translation>Die Jobs des Benutzers, die geendet haben, wie auch immer</translation>
    </message>
    <message>
        <source>Share of the user&apos;s jobs that missed their deadline</source>
        <translation>Anteil der Jobs des Benutzers, die ihre Frist verpassten</translation>
    </message>
    <message>
        <source>Share of the user&apos;s jobs refused without running: failed best-effort tasks</source>
        <translation>Anteil der Jobs des Benutzers, die ohne Lauf abgelehnt wurden: gescheiterte Best-Effort-Aufgaben</translation>
    </message>
    <message>
        <source>Share of the user&apos;s guaranteed tasks its leaky bucket held back: backlogged tasks</source>
        <translation>Anteil der garantierten Aufgaben des Benutzers, die sein Leaky Bucket zurückhielt: zurückgestaute Aufgaben</translation>
    </message>
    <message>
        <source>Mean time from submission to end per MI of work (Phosphorus D5.2, §2.3)</source>
        <translation>Mittlere Zeit von der Einreichung bis zum Ende pro MI Arbeit (Phosphorus D5.2, §2.3)</translation>
    </message>
    <message>
        <source>Registered</source>
        <translation>Registriert</translation>
    </message>
    <message>
        <source>Where the user registered for guaranteed service, and the rate guaranteed there for the rate it declared (Phosphorus D5.2, §3)</source>
        <translation>Wo der Benutzer sich für garantierten Dienst registriert hat, und die dort garantierte Rate für die angemeldete Rate (Phosphorus D5.2, §3)</translation>
    </message>
</context>
<context>
    <name>schedlab::UserMetricsPanel</name>
    <message>
        <source>Spread across users (standard deviation): mean response %1 s</source>
        <translation>Streuung zwischen Benutzern (Standardabweichung): mittlere Antwortzeit %1 s</translation>
    </message>
    <message>
        <source>, delay per MI %1 s</source>
        <translation>, Verzögerung pro MI %1 s</translation>
    </message>
    <message>
        <source>%1 (%2 of %3 MIPS)</source>
        <translation>%1 (%2 von %3 MIPS)</translation>
    </message>
    <message>
        <source>none (best effort)</source>
        <translation>keine (Best Effort)</translation>
    </message>
</context>
<context>
    <name>schedlab::WaitingExplainer</name>
    <message>
        <source>At %1 it is waiting, for %2 so far.</source>
        <translation>Um %1 wartet er, bisher seit %2.</translation>
    </message>
    <message>
        <source>It is first in line, so EASY reserves it the shadow time %1: by the running jobs&apos; estimates enough nodes are free then, with %2 extra node(s) beyond its needs.</source>
        <translation>Er steht vorn in der Warteschlange, also reserviert EASY ihm die Schattenzeit %1: Laut den Laufzeitschätzungen der laufenden Jobs sind dann genügend Knoten frei, %2 zusätzliche(r) Knoten über seinen Bedarf hinaus.</translation>
    </message>
    <message>
        <source>It needs %1 nodes; free now: %2.</source>
        <translation>Er braucht %1 Knoten; jetzt frei: %2.</translation>
    </message>
    <message>
        <source>Its %1 nodes are free, but by its estimate it would end at %2, after the shadow time %3 of job %4, and it needs more than the %5 extra node(s): starting it could delay job %4, the one job EASY protects.</source>
        <translation>Seine %1 Knoten sind frei, aber laut Laufzeitschätzung würde er um %2 enden, nach der Schattenzeit %3 von Job %4, und er braucht mehr als die %5 zusätzlichen Knoten: Sein Start könnte Job %4 verzögern, den einen Job, den EASY schützt.</translation>
    </message>
    <message>
        <source>It fits now without delaying job %1; the policy starts it at its next decision.</source>
        <translation>Er passt jetzt, ohne Job %1 zu verzögern; die Strategie startet ihn bei ihrer nächsten Entscheidung.</translation>
    </message>
    <message>
        <source>Conservative backfilling reserves it a start at %1: the earliest time its %2 nodes stay free for its estimate of %3 without delaying any job ahead of it.</source>
        <translation>Konservatives Backfilling reserviert ihm einen Start um %1: der früheste Zeitpunkt, zu dem seine %2 Knoten für seine Laufzeitschätzung von %3 frei bleiben, ohne einen Job vor ihm zu verzögern.</translation>
    </message>
    <message>
        <source>It is further back than the first %1 waiting jobs, whose reservations are shown.</source>
        <translation>Er steht weiter hinten als die ersten %1 wartenden Jobs, deren Reservierungen gezeigt werden.</translation>
    </message>
</context>
<context>
    <name>schedlab::WaitingQueueModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>Laufzeitschätzung</translation>
    </message>
    <message>
        <source>Waited so far</source>
        <translation>Bisherige Wartezeit</translation>
    </message>
</context>
</TS>
