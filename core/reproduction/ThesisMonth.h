#pragma once

#include <array>

namespace schedlab {

// A CTC month as Yahyapour (2002) labels it in Tables 2.2 and 4.3-4.5
// ("Jul96") and as SchedLab's month transform names it ("1996-07").
struct ThesisMonth {
    const char* label;
    const char* key;
};

// The thesis's eleven months, July 1996 to May 1997. The cleaned log's few
// June 1996 jobs are in none of its tables.
inline constexpr std::array kThesisMonths = {
    ThesisMonth{"Jul96", "1996-07"}, ThesisMonth{"Aug96", "1996-08"}, ThesisMonth{"Sep96", "1996-09"},
    ThesisMonth{"Oct96", "1996-10"}, ThesisMonth{"Nov96", "1996-11"}, ThesisMonth{"Dec96", "1996-12"},
    ThesisMonth{"Jan97", "1997-01"}, ThesisMonth{"Feb97", "1997-02"}, ThesisMonth{"Mar97", "1997-03"},
    ThesisMonth{"Apr97", "1997-04"}, ThesisMonth{"May97", "1997-05"}};

}  // namespace schedlab
