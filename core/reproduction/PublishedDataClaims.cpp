// The claims of the sources' text (Yahyapour 2002, ch. 2, 4, 5 and 6;
// Schwiegelshohn & Yahyapour 1998, §6.2 and §7), each with the check the
// report applies. ReproductionClaims evaluates them.
#include "reproduction/PublishedData.h"

#include <array>
#include <iterator>

namespace schedlab {

namespace {

std::string thesisAt(const std::string& where)
{
    return std::string(PublishedData::kThesis) + ", " + where;
}

std::string bothAt(const std::string& thesisWhere, const std::string& paperWhere)
{
    return thesisAt(thesisWhere) + "; " + PublishedData::kPaper + ", " + paperWhere;
}

std::vector<TextClaim> algorithmClaims()
{
    const std::string at = thesisAt("§2.8.4");
    return {
        {"C2.1", at, "Garey & Graham does well but loses to PSRS and SMART with backfilling (ART, CTC).",
         "ART of Garey & Graham above the highest ART of the six PSRS/SMART backfilling runs: R, else N."},
        {"C2.2", at,
         "With estimated run times, conservative backfilling slightly beats EASY for PSRS and both SMARTs (ART).",
         "ART(conservative) < ART(EASY) per family: R 3/3, Q at least 1."},
        {"C2.3", at, "Every algorithm beats FCFS, even FCFS with EASY backfilling (ART).",
         "All nine PSRS/SMART runs and Garey & Graham below FCFS + EASY: R, else N."},
        {"C2.4", at, "Weighted case: Garey & Graham clearly beats everything else.",
         "Sum w(t - r)/n of Garey & Graham below the lowest of the other 12 cells: R, else N."},
        {"C2.5", at, "Exact run times cut the ART of PSRS and SMART almost in half.",
         "ART(estimated)/ART(exact) over the nine PSRS/SMART cells: R if the lowest is at least 1.4, Q above 1.1."},
        {"C2.6", at, "Exact run times, weighted case: both backfillings beat list scheduling for FCFS and PSRS.",
         "Conservative and EASY below list (sum w(t - r)/n) for both families: R, else N."},
        {"C2.7", at,
         "Weighted case: SMART with backfilling is worse with exact run times (erratum E8: as the tables show).",
         "Sum w(t - r)/n exact above estimated for the four SMART backfilling runs: R 4/4, Q at least 1."},
        {"C2.8", at, "Probabilistic workload, weighted case: PSRS and SMART with backfilling never beat FCFS + EASY.",
         "The three PSRS/SMART + EASY cells at least 0.98 x FCFS + EASY: R, else N."},
        {"C2.9", at, "The probabilistic workload gives a larger ART than CTC (the thesis calls it strange).",
         "ART of FCFS + EASY: probabilistic above CTC: R, else N."},
        {"C2.10", at, "Weighted case: backfilling improves PSRS and SMART, but none of them beats FCFS + EASY.",
         "Per family min(conservative, EASY) below list, and no PSRS/SMART backfilling cell below FCFS + EASY: R "
         "both; Q all improved and at most one below."},
        {"C2.11", at, "Weighted case: EASY beats conservative backfilling.",
         "EASY below conservative for FCFS, PSRS, SMART-FFIA and SMART-NFIW: R 4/4, Q at least 2."},
        {"C2.12", at, "Weighted case: PSRS is slightly better than both SMARTs with backfilling.",
         "PSRS below SMART for {conservative, EASY} x {FFIA, NFIW}: R 4/4, Q at least 2."},
        {"C2.13", at, "Backfilling improves PSRS and SMART markedly (ART).",
         "Gain 1 - min(conservative, EASY)/list per family: R all at least 20 %, Q all above 0."},
        {"C2.14", at, "PSRS and SMART differ little once backfilled (ART).",
         "Highest/lowest - 1 over the three families, per backfilling: R at most 15 %, Q at most 30 %."},
        {"C2.15", at, "Probabilistic workload: EASY beats conservative backfilling for PSRS and SMART (ART).",
         "EASY below conservative per family: R 3/3, Q at least 2."},
    };
}

std::vector<TextClaim> pfcfsClaims()
{
    const std::string at = bothAt("§4.2", "§6.2");
    return {
        {"C4.1", at, "The best PFCFS setting beats FCFS in every month and by every criterion.",
         "Change of the best setting against FCFS in all 66 cases (11 months x makespan, flow, weighted flow x "
         "128 and 256 nodes) below 0: R; Q if all 33 on 128 nodes are."},
        {"C4.2", at,
         "PFCFS in its best setting beats backfilling \"in all cases\" (erratum E10: elsewhere \"in certain "
         "scenarios\").",
         "Change(best) below change(EASY) in 66/66 cases: R, in at least 1: Q; with the mean gap."},
        {"C4.3", at, "Flow-time gains are larger on 256 nodes, makespan gains larger on 128 nodes.",
         "11-month mean change of the best setting: makespan 128 below 256 and weighted flow 256 below 128: R "
         "both, Q one."},
        {"C4.4", at, "Weighted and unweighted flow times give nearly the same results.",
         "Best setting, |weighted-flow change - flow change| over the 22 month x size cells: R mean at most 2 "
         "points and maximum at most 5, Q maximum at most 10."},
        {"C4.5", at, "Odd n always beats FCFS; even n is clearly worse.",
         "pfcfs with n = 1, 2, 3, 10, 11: changes below 0 out of 33 per size: R odd n 33/33 and even n at most "
         "50 %, Q odd n at least 75 % and even n at most 50 %."},
        {"C4.6", at, "x above 50 % raises all costs, x below 50 % is slightly better (n = 1).",
         "11-month mean change at x = 45, 50, 55 %, 6 size x criterion pairs, differences over 0.5 points "
         "only: R x = 55 worse in 6/6 and x = 45 better in at least 3, Q x = 55 worse in at least 3."},
        {"C4.7", at, "A start delay of 1 s instead of 60 s changes the costs by less than 0.01 %.",
         "Best setting with delay 1 s against 60 s, largest |ratio - 1| over the 66 cases: R below 0.01 %, Q "
         "below 2 %."},
        {"C4.8", at, "Odd n: the gang length matters little, and 120 s is often best.",
         "n = 3, 128 nodes, weighted flow, gang length 60 ... 3600 s, best per month: R 120 s best in at least 6 "
         "months, Q spread below 5 points."},
        {"C4.9", at, "Even n: a longer gang length helps.",
         "n = 2, 128 nodes, weighted flow: months in which 3600 s beats 60 s: R 11/11, Q at least 6."},
        {"C4.10", std::string(PublishedData::kPaper) + ", §7",
         "PFCFS gains up to 40 % in flow time and 22 % in makespan.",
         "Largest gain of the best setting over months and sizes (flow: both flow criteria): R if (1 - gain)/"
         "(1 - 0.40) and (1 - gain)/(1 - 0.22) are within 10 % of 1, else Q (N without any gain)."},
        {"C4.11", thesisAt("§4.2"),
         "The printed PFCFS2 column: almost 50 % better weighted flow time in Nov 1996, over 9 % worse in Jan "
         "1997.",
         "pfcfs3 (erratum E1), 128 nodes, weighted flow change: Nov 1996 at most -40 and Jan 1997 above +9: R; "
         "Nov 1996 only: Q."},
    };
}

std::vector<TextClaim> multiSiteClaims()
{
    const std::string at = thesisAt("§5.7.3 and §5.8");
    const std::string figure = at + ", Fig. 5.5";
    const std::string tables = at + ", Tables 5.3 and 5.4";
    return {
        {"C5.1", figure, "Job sharing improves the AWRT over local processing by more than 50 %.",
         "1 - AWRT(job sharing, wide jobs split to the largest machine)/AWRT(local, split to the local machine) "
         "per workload on m128: R syn above 50 %, Q all above 35 %."},
        {"C5.2", at, "Multi-site scheduling without overhead comes close to one 512-node machine.",
         "AWRT(multi-site on m128, p = 0, wide jobs kept)/AWRT(EASY on m512) - 1: R all within 2 %, else N."},
        {"C5.3", figure, "Multi-site scheduling beats job sharing up to about 25 % overhead.",
         "Break-even = the last p, scanning up from 0, at which multi-site has a lower AWRT than job sharing, "
         "both with wide jobs split to the largest machine (also printed with wide jobs kept): R syn in 20-30 %, "
         "Q all at least 15 %."},
        {"C5.4", at, "Keeping wide jobs whole costs only 10-20 % AWRT against splitting them.",
         "Multi-site AWRT(wide jobs kept)/AWRT(split to the largest machine) - 1 at p = 0, 30, 60 %: R at least "
         "6 of 12 in 10-20 %, Q all below 25 %."},
        {"C5.5", at, "60_70k, multi-site: the AWRT falls from m64-8 to m128 to m256, and m64 is no better than m64-8.",
         "p = 5 ... 60 % (12 points): R both orders 12/12, Q the first order in at least 9."},
        {"C5.6", at, "60_70k: m384 beats m256 at every overhead up to 45 %.",
         "AWRT(m384) below AWRT(m256) at every p up to 45 %: R, else N."},
        {"C5.7", at, "60_70k: m64 matches m64-8 up to p = 35 %, then is at least 25 % worse.",
         "d = AWRT(m64)/AWRT(m64-8) - 1: R |d| below 5 % up to 35 % and d at least 25 % above, Q d above 0 "
         "above 35 %."},
        {"C5.8", at, "60_70k, p = 0: m128, m256 and m384 beat m512.",
         "Change of multi-site against EASY on m512: R 3/3 negative, Q at least 1."},
        {"C5.9", tables, "The number of multi-site jobs grows by at least 30 % from p = 0 to p = 60 %.",
         "Growth per workload at least 30 %: R 4/4, Q at least 2."},
        {"C5.10", tables,
         "The multi-site share of the work grows by at least 50 % (up to 90 %) from p = 0 to p = 60 %.",
         "Growth per workload at least 45 %: R 4/4, Q at least 2."},
        {"C5.11", tables, "5-10 % of the jobs run multi-site, carrying about 20-40 % of the work.",
         "All 4 workloads x 13 overheads: job share in 4-11 % and work share in 18-45 %: R; Q job share at most "
         "15 %."},
        {"C5.12", at, "Wide jobs split to 64 nodes, job sharing: within 20 % of m512 except on m64.",
         "AWRT(job sharing, configuration c)/AWRT(EASY on m512), both with wide jobs split to 64 nodes, - 1: R "
         "the others at most 20 % and m64 worse, Q the others at most 20 %."},
        {"C5.13", at, "Wide jobs split to 64 nodes, job sharing: m64-8 up to 25 % better than m64.",
         "1 - AWRT(m64-8)/AWRT(m64): R largest in 20-30 %, Q above 0."},
        {"C5.14", at, "Wide jobs split to 64 nodes: on m256 and m256-5, job sharing equals multi-site.",
         "|AWRT(multi-site, p = 0)/AWRT(job sharing) - 1|: R below 1 %, Q below 5 %."},
        {"C5.15", at, "60_70k, multi-site: the AWWT is at least 2 h.",
         "Lowest AWWT over the configurations and overheads at least 2 h: R, else N."},
        {"C5.16", at, "Job sharing: the smallest AWWT is about 45 min.",
         "Lowest AWWT over the configurations, wide jobs split to 64 nodes: R overall 35-55 min, Q the CTC "
         "extracts at least 35 min."},
        {"C5.17", at, "m128 stays within 15 % of m512's AWRT.",
         "AWRT(job sharing on m128, wide jobs split to the largest machine)/AWRT(EASY on m512) - 1 below 15 % "
         "for all workloads: R, else N."},
    };
}

std::vector<TextClaim> economicClaims()
{
    const std::string at = thesisAt("§6.3.3 and §6.4");
    // The thesis uses syn for these; SchedLab's syn is another model, so the
    // economic study's workload stands in.
    const std::string ownWorkload =
        " on m128, the economic study's workload (the first 5,000 jobs of 10_20k, wide jobs split to the "
        "largest machine) instead of the thesis's syn";
    return {
        {"C6.1", at + ", Fig. 6.9",
         "MF1-UF1 beats conventional scheduling on all four workloads, on m128 and m512, with the log's estimates.",
         "AWRT(MF1-UF1) below the reference (m128: multi-site p = 0, wide jobs kept; m512: EASY) in 8 cases: R "
         "8/8, Q at least 4."},
        {"C6.2", at, "The same with exact run times on both sides.", "As C6.1, with exact estimates."},
        {"C6.3", at, "MF1-UF1 on m128 against job sharing (wide jobs split to the largest machine), with both "
                     "kinds of estimate.",
         "The changes are printed; no verdict.", true},
        {"C6.4", at, "MF1-UF1: m128 and m512 give a similar AWRT.",
         "Exact estimates: |AWRT m128/m512 - 1| below 10 % for every workload: R, else N."},
        {"C6.5", at, "Work share and utilization per machine, m128, syn.",
         "Printed next to the published: MF1-UF1 spread about 18 %, 61-77 %; MF1-UF2 below 29 %; MF2-UF2 67 %, "
         "above 85 % / below 45 %. No verdict.",
         true},
        {"C6.6", at, "MF2-UF2: two machines do about 67 % of the work.",
         "Sum of the two largest work shares: R within 10 % of 67 %, Q above 55 %."},
        {"C6.7", at, "MF1-UF2: every machine stays below 29 % utilization.",
         "Highest utilization: R below 29 %, Q below 40 %."},
        {"C6.8", at, "MF1-UF1: utilization of 61-77 % on every machine.",
         "R if all within 54.9-84.7 % (10 % around the published range), else Q."},
        {"C6.9", at, "Of MF1-UF1, MF1-UF2 and MF2-UF2, only MF1-UF1 gives an acceptable AWRT.",
         "AWRT on m128, syn: R MF1-UF1 best and the others at least 1.5 x, Q MF1-UF1 best."},
        {"C6.10", at, "With UF3, MF2 is clearly the best owner function.",
         "AWRT of MF1 ... MF6 with UF3" + ownWorkload + ": R MF2 best and the runner-up at least 1.3 x."},
        {"C6.11", at, "With UF3, the owner functions using \"under\" (MF1, MF3, MF6) do very poorly.",
         "Same runs as C6.10: R min(MF1, MF3, MF6) above max(MF4, MF5), Q at least 2 of the 3 above "
         "min(MF4, MF5)."},
        {"C6.12", at, "With MF2, UF1 is the best user function and UF3 the second.",
         "AWRT ranking of UF1 ... UF5 with MF2" + ownWorkload + ": R UF1 then UF3, Q UF1 first."},
    };
}

}  // namespace

std::vector<TextClaim> PublishedData::textClaims()
{
    std::vector<TextClaim> claims;
    for (std::vector<TextClaim>& part :
         std::array{algorithmClaims(), pfcfsClaims(), multiSiteClaims(), economicClaims()})
        claims.insert(claims.end(), std::make_move_iterator(part.begin()), std::make_move_iterator(part.end()));
    return claims;
}

}  // namespace schedlab
