<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <source>--window-size: expected WIDTHxHEIGHT, got &apos;%1&apos;</source>
        <translation>--window-size: BREITExHÖHE erwartet, &apos;%1&apos; erhalten</translation>
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
        <source>Open this trace at start-up: SWF (plain or .gz), SchedLab jobs (.jsonl), or a generated workload such as generate:site-poisson:jobs=400,seed=1.</source>
        <translation>Diesen Trace beim Start öffnen: SWF (unkomprimiert oder .gz), SchedLab-Jobs (.jsonl) oder eine erzeugte Last wie generate:site-poisson:jobs=400,seed=1.</translation>
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
        <source>&lt;h3&gt;Getting started&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Trace&lt;/b&gt;: open an SWF file (File ▸ Open, drop it on the window, or click a bundled sample). The summary shows its size, span and offered load; the load report lists skipped records.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Platform&lt;/b&gt;: pick a preset or edit the machine table. Problems show in red and disable Run.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Policy&lt;/b&gt;: pick a policy and set its parameters.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Run&lt;/b&gt; (Ctrl+R): the run opens as a tab with live charts and a progress bar; Ctrl+. cancels.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;In a run tab&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Wheel zooms, drag pans, Ctrl+0 fits all; click a job for its details and the decision that started it; Ctrl+F finds a job by number.&lt;/li&gt;&lt;li&gt;Space plays the schedule, N steps to the next event, D to the next decision; the waiting queue and event log follow.&lt;/li&gt;&lt;li&gt;File ▸ Export chart saves the visible chart as PNG or SVG.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Erste Schritte&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Trace&lt;/b&gt;: Öffnen Sie eine SWF-Datei (Datei ▸ Trace öffnen, per Drag-and-drop auf das Fenster oder durch Klick auf ein mitgeliefertes Beispiel). Die Übersicht zeigt Größe, Zeitspanne und angebotene Last; der Ladebericht listet übersprungene Datensätze auf.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Plattform&lt;/b&gt;: Wählen Sie eine Vorgabe oder bearbeiten Sie die Maschinentabelle. Probleme werden rot angezeigt und sperren „Simulieren“.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Strategie&lt;/b&gt;: Wählen Sie eine Strategie und legen Sie ihre Parameter fest.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Simulieren&lt;/b&gt; (Strg+R): Der Lauf öffnet sich als Tab mit Live-Diagrammen und einem Fortschrittsbalken; Strg+. bricht ab.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;In einem Lauf-Tab&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Das Mausrad zoomt, Ziehen verschiebt, Strg+0 passt alles ein; ein Klick auf einen Job zeigt seine Details und die Entscheidung, die ihn gestartet hat; Strg+F sucht einen Job nach Nummer.&lt;/li&gt;&lt;li&gt;Die Leertaste spielt den Ablaufplan ab, N springt zum nächsten Ereignis, D zur nächsten Entscheidung; Warteschlange und Ereignisprotokoll folgen.&lt;/li&gt;&lt;li&gt;Datei ▸ Diagramm als PNG/SVG exportieren speichert das sichtbare Diagramm als PNG oder SVG.&lt;/li&gt;&lt;/ul&gt;</translation>
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
        <source>Open a trace: SWF, SchedLab jobs or Slurm accounting (Ctrl+O)</source>
        <translation>Einen Trace öffnen: SWF, SchedLab-Jobs oder Slurm-Accounting (Strg+O)</translation>
    </message>
    <message>
        <source>Traces (*.swf *.swf.gz *.gz *.jsonl *.sacct *.psv);;SWF traces (*.swf *.swf.gz *.gz);;SchedLab jobs (*.jsonl);;Slurm accounting (*.sacct *.txt *.psv);;All files (*)</source>
        <translation>Traces (*.swf *.swf.gz *.gz *.jsonl *.sacct *.psv);;SWF-Traces (*.swf *.swf.gz *.gz);;SchedLab-Jobs (*.jsonl);;Slurm-Accounting (*.sacct *.txt *.psv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Colour by &amp;origin site</source>
        <translation>Nach &amp;Herkunftsstandort färben</translation>
    </message>
    <message>
        <source>Colour by &amp;credit</source>
        <translation>Nach &amp;Kredit färben</translation>
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
        <source>Traces (*.swf *.swf.gz *.gz *.jsonl *.sacct *.psv);;SWF traces (*.swf *.swf.gz *.gz);;SchedLab jobs (*.jsonl);;Slurm accounting (*.sacct *.txt *.psv);;All files (*)</source>
        <translation>Traces (*.swf *.swf.gz *.gz *.jsonl *.sacct *.psv);;SWF-Traces (*.swf *.swf.gz *.gz);;SchedLab-Jobs (*.jsonl);;Slurm-Accounting (*.sacct *.txt *.psv);;Alle Dateien (*)</translation>
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
    <message>
        <source>Traces (%1 %2);;SWF traces (%1);;SchedLab jobs (%2);;All files (*)</source>
        <translation>Traces (%1 %2);;SWF-Traces (%1);;SchedLab-Jobs (%2);;Alle Dateien (*)</translation>
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
