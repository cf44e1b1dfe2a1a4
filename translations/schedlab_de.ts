<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CommandLineOptions</name>
    <message>
        <source>SchedLab workbench: simulate parallel job scheduling policies on workload traces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this SWF trace (plain or .gz) at start-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this platform: a preset (ctc-sp2, m128, …), single:N, or a platform .json file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select this policy (fcfs, easy, conservative, …).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the simulation at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE.png once the run (or the trace load) has finished, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read and write settings in this .ini file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the headless text demo instead of opening a window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the window, e.g. 1600x1000 (for screenshots).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WxH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the run is done, select this job (SWF job number).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once the run is done, move playback this many seconds past the first event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SECONDS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--window-size: expected WIDTHxHEIGHT, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1: expected a whole number &gt;= 0, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionExplainer</name>
    <message>
        <source>(unknown job)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started: the run ended before this job could start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started in order: it was next in the policy&apos;s queue and enough nodes were free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfilled (EASY): ends by its estimate at %1, before the shadow time %2 of job %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfilled (EASY): uses %1 of the %2 extra nodes of job %3&apos;s reservation (shadow time %4), so it cannot delay job %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfilled (conservative): delays no reservation; job %1 is reserved at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First fit: job %1 ahead of it did not fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started at its reserved time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started by preempting job %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started by preempting running jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread over several machines: no single machine could start it as early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started by the policy (no further reason recorded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted: width %1, estimate %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preempted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started in order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfilled before the shadow time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfilled on extra nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfilled without delay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preemptor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed (waited %1, ran %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TimeFormatter</name>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>day %1, %2:%3:%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>schedlab::AppStartup</name>
    <message>
        <source>--platform %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--policy %1: no such policy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>schedlab::EventLogModel</name>
    <message>
        <source>Start (backfill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision / details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>schedlab::JobDetailsPanel</name>
    <message>
        <source>Click a job in the chart, or search one by number (Ctrl+F), to see why it started when it did.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (node ids %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>several: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1% of the estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actual run time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (preempted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>schedlab::MainWindow</name>
    <message>
        <source>Colour by &amp;decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by &amp;user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by &amp;width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by w&amp;ait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SchedLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;SchedLab&lt;/h2&gt;&lt;p&gt;1. Open a trace (or use the bundled CTC SP2 sample).&lt;br&gt;2. Pick a platform and a policy on the left.&lt;br&gt;3. Press &lt;b&gt;Run&lt;/b&gt; (Ctrl+R). Each run opens as a tab here.&lt;/p&gt;&lt;p&gt;In a run: click a job for its details, press Space to play the schedule, N / D to step to the next event / decision.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open trace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an SWF trace (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SWF traces (*.swf *.swf.gz *.gz);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart as &amp;PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart as &amp;SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;live charts…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the simulation of the current tab (Ctrl+.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play / pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play or pause the schedule of the current run (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step to next &amp;event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step to the next event (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step to next &amp;decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step to the next job start (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the whole schedule into view (Ctrl+0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close run tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantt &amp;colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About SchedLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show %1 panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trace is still loading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a trace first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform is not valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A policy parameter is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the simulation (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded %1 in %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — SchedLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be loaded:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Gantt chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export live charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About SchedLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;SchedLab %1&lt;/h3&gt;&lt;p&gt;A workbench for parallel job scheduling: simulate FCFS, backfilling and list scheduling policies on Standard Workload Format traces, and see why each job started when it did.&lt;/p&gt;&lt;p&gt;Qt %2. The simulation core has no Qt dependency; schedlab-cli runs the same simulations headless.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Getting started&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Trace&lt;/b&gt;: open an SWF file (File ▸ Open, drop it on the window, or click a bundled sample). The summary shows its size, span and offered load; the load report lists skipped records.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Platform&lt;/b&gt;: pick a preset or edit the machine table. Problems show in red and disable Run.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Policy&lt;/b&gt;: pick a policy and set its parameters.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Run&lt;/b&gt; (Ctrl+R): the run opens as a tab with live charts and a progress bar; Ctrl+. cancels.&lt;/li&gt;&lt;/ol&gt;&lt;h3&gt;In a run tab&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Wheel zooms, drag pans, Ctrl+0 fits all; click a job for its details and the decision that started it; Ctrl+F finds a job by number.&lt;/li&gt;&lt;li&gt;Space plays the schedule, N steps to the next event, D to the next decision; the waiting queue and event log follow.&lt;/li&gt;&lt;li&gt;File ▸ Export chart saves the visible chart as PNG or SVG.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot load platform</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>schedlab::MetricsTable</name>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — lower is better</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — higher is better</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>schedlab::PlatformPanel</name>
    <message>
        <source>Single machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A machine preset, one machine of N nodes, or your own machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node count of the single machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>platform name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a platform from a JSON file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this platform as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the node count must be a whole number from 1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total nodes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform JSON (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot load platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be loaded:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save platform</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>schedlab::PlatformTableModel</name>
    <message>
        <source>machine %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>schedlab::PlaybackBar</name>
    <message>
        <source>1 s/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 s/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 min/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 min/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 h/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 h/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 day/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 week/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 month/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play / pause the schedule (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step to the next event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step to the next decision (the next job start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave playback and show the whole schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playback speed in simulated time per wall-clock second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position in the schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>schedlab::PolicyPanel</name>
    <message>
        <source>Run simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulate the trace on the platform with this policy (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>schedlab::RunDocument</name>
    <message>
        <source>estimating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 — %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop this simulation; the schedule so far stays visible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the job colours mean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find job number (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit the whole schedule into view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gantt chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine occupancy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy nodes per machine and queue length over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No job %1 in this run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starts (decisions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backfills only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submissions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preemptions and resumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by job number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting queue at now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play or step the schedule to see the queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%p% — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulating: %1 of %2 jobs done, simulated time %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%p% done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled at %1% after %2 s: the schedule so far is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. %1 of %2 jobs had finished; metrics cover those jobs only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done in %1 s: AWRT %2 s, utilization %3%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schedule failed validation:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting jobs: %1 · nodes requested: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start (backfill)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>schedlab::RunInfoView</name>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transforms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nodes %2, speed %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulation wall time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduler CPU time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Validation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>schedule valid (independent check)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>schedlab::TracePanel</name>
    <message>
        <source>No trace loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an SWF trace (plain or gzip), or drop one onto the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the bundled trace %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ nodes × run time / (header machine size × span between the first and last submission). Above 100% the queue must grow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Span:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered load:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transforms (applied to a copy when a run starts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop jobs wider than the largest machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without this, a job wider than every machine stops the run with an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact estimates (estimate := run time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run to completion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kill at the estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens to a job that runs past its estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep only jobs submitted in this calendar month (trace time zone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep jobs by position in the trace (1-based, inclusive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overrun:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Issue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Histograms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SWF traces (%1);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
SHA-256 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (widest: %2 nodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2
(%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MaxNodes %1, MaxProcs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown (no machine size in the header)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 records (details under Load report)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No record was skipped or changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>schedlab::WaitingQueueModel</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waited so far</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
