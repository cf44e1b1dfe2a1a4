// Errata of the sources and known causes of differences, printed as notes
// under the tables they concern.
#include "reproduction/PublishedData.h"

namespace schedlab {

namespace {

const std::vector<std::string> kPfcfsTables = {"4.3", "4.4", "4.5"};
const std::vector<std::string> kMultiSiteTables = {"5.3", "5.4"};
const std::vector<std::string> kNoTable = {};

std::string thesis(const std::string& where)
{
    return std::string(PublishedData::kThesis) + ", " + where;
}

std::string paper(const std::string& where)
{
    return std::string(PublishedData::kPaper) + ", " + where;
}

}  // namespace

std::vector<PublishedErratum> PublishedData::errata()
{
    return {
        {"E1", thesis("Tables 4.3-4.5"),
         "The PFCFS2 and PFCFS3 columns are swapped. (a) By Table 4.1 PFCFS2 is an n = 2 and PFCFS3 an n = 1 "
         "strategy; (b) by " + thesis("§4.2") + " and " + paper("§6.2") + " odd n always beats FCFS, even n "
         "is clearly worse, and the best setting (Table 4.6) has n = 1; (c) the printed PFCFS2 improves in 35 "
         "of 36 cells, the printed PFCFS3 is worse in all 36: consistent with (a) and (b) only if swapped; "
         "(d) an earlier SchedLab check matched the swapped reading closely and found the printed one of "
         "opposite sign almost everywhere. The text's \"PFCFS2 consistently outperforms\" and \"almost 50 % "
         "better in Nov 96, > 9 % worse in Jan 97\" describe the printed column, i.e. the n = 1 strategy.",
         "Ids keep the columns as printed. The printed PFCFS2 is compared with SchedLab's pfcfs3, the printed "
         "PFCFS3 with pfcfs2, PFCFS1 with pfcfs1; the \"as labelled\" column compares PFCFS2 with pfcfs2 and "
         "PFCFS3 with pfcfs3.",
         kPfcfsTables},
        {"E2", thesis("Table 2.5, unweighted case, FCFS, conservative backfilling"),
         "The printed -69.6 % is a sign typo: 6.70E+05 against 3.95E+05 is +69.6 %.",
         "The percentage is shown as published; the verdict uses the seconds.", {"2.5"}},
        {"E3", thesis("Table 2.4, unweighted case, SMART-FFIA"),
         "Two percentages do not follow from the printed seconds: conservative -45.1 % (5.60E+04 against "
         "1.00E+05 is -44.0 %), EASY -49.7 % (5.33E+04 against 1.17E+05 is -54.4 %).",
         "The verdicts use the seconds.", {"2.4"}},
        {"E4", thesis("§5.7.3, AWWT formula"),
         "Printed with (t - s), i.e. the run time; the wait is s - r.",
         "AWWT is the sum of w(s - r) divided by the sum of w.", kNoTable},
        {"E5", thesis("Table 4.2") + " = " + paper("Table 2"),
         "The headings put \"start delay\" over Δ and \"gang length\" over δ; Table 4.6 and the text use "
         "δ = start delay (1 s, 60 s, Δ) and Δ = gang length between switches (60-3600 s).",
         "The meaning of Table 4.6 is used.", kNoTable},
        {"E6", thesis("§5.6.3"), "Says p = 0 … 40 %; Tables 5.3 and 5.4 go to 60 %.",
         "Overheads p = 0 … 60 % in steps of 5 are used.", kMultiSiteTables},
        {"E7", thesis("Table 5.2"),
         "The extract 30_40k_org is said to be jobs 10,000-40,000, but every extract has 10,000 jobs.",
         "Jobs 30,000-40,000 are used.", kMultiSiteTables},
        {"E8", thesis("§2.8.4"),
         "The sentence reads as if estimates made weighted SMART with backfilling worse; the tables show it "
         "worse with exact run times (2.58E+11 against 1.51E+11).",
         "The tables are followed.", {"2.4"}},
        {"E9", thesis("Tables 2.1 and 2.2"), "Table 2.1 gives 79,164 jobs, but the totals of Table 2.2 add up "
                                              "to 79,267.",
         "Informational only.", {"2.2"}},
        {"E10", thesis("§4.2") + " against its abstract and §4.3",
         "PFCFS beat backfilling \"in all cases\" (§4.2) against \"in certain scenarios\" (§4.3); " +
             paper("§6.2") + " is unqualified.",
         "The strong form is tested; the hedge is mentioned.", kNoTable},
    };
}

std::vector<KnownCause> PublishedData::knownCauses()
{
    return {
        {"The cleaned CTC log lacks the January 1997 flurry of 2,080 jobs that the thesis's log had.",
         "Table 2.2 Jan97 (about 2,080 jobs short); Jan97 of Tables 4.3-4.5, above all Table 4.5; "
         "Tables 2.4 and 2.5 slightly.",
         "A different workload extract.", {"2.2", "2.4", "2.5", "4.3", "4.4", "4.5"}},
        {"SchedLab's probabilistic workload is a different synthetic model, built from the thesis's outline; "
         "the thesis's generator and workload are not available.",
         "Absolute values of Table 2.6; the syn columns of Tables 5.3 and 5.4.",
         "Judge directions, not magnitudes.", {"2.6", "5.3", "5.4"}},
        {"The thesis does not say whether economic offers used requested or actual run times, nor whether "
         "booked jobs moved up when others ended early.",
         "The economic scheduling results of chapter 6.", "Both variants are given.", kNoTable},
        {"The 1998 backfilling probably had no accurate per-job estimates: the paper's job data lists no "
         "time limit; the 2002 thesis adds one.",
         "PFCFS against backfilling.",
         "Noted; a variant with every estimate at 18 h (CTC's longest class limit) may be given.", kNoTable},
        {"PSRS and SMART need unit weights in the unweighted rows and area weights in the weighted rows; "
         "Table 2.7 needs 50,000 jobs, as the response time grows with the backlog.",
         "Tables 2.4-2.7.", "The weight and the job count used are stated with the run.",
         {"2.4", "2.5", "2.6", "2.7"}},
        {"The thesis itself flags two anomalies: weighted SMART with backfilling is worse with exact run "
         "times (\"surprising\"), and the probabilistic workload's response time is above CTC's "
         "(\"strange\").",
         "Table 2.4, weighted SMART rows; Table 2.6.", "The thesis's own comment.", {"2.4", "2.6"}},
        {"Open details: PFCFS's greedy choice of the jobs to preempt and of small-job starts during a gang "
         "cycle; the thesis's market is peer-to-peer with hop limits (SchedLab's is central) and its "
         "offer-search limits are not given.",
         "Tables 4.3-4.5; the economic results.", "SchedLab's choice is documented with the policy.",
         kPfcfsTables},
    };
}

}  // namespace schedlab
