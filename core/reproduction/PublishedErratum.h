#pragma once

#include <string>
#include <vector>

namespace schedlab {

// A mistake in the sources and how the report deals with it.
struct PublishedErratum {
    std::string id;      // "E1"
    std::string where;   // "Yahyapour (2002), Tables 4.3-4.5"
    std::string text;    // the erratum and its evidence
    std::string action;  // what the report does about it
    // The tables it is printed under; empty: printed with the general notes.
    std::vector<std::string> tableKeys;
};

}  // namespace schedlab
