// schedlab-catalogue-strings OUT.cpp: writes the core catalogues' texts as a
// source file for lupdate (see CatalogueStrings.h). Run by the build before
// the schedlab_app_lupdate target; never installed.
#include "CatalogueStrings.h"

#include <fstream>
#include <iostream>

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::cerr << "usage: schedlab-catalogue-strings OUT.cpp\n";
        return 2;
    }
    const std::string source = schedlab::CatalogueStrings::lupdateSource(schedlab::CatalogueStrings::all());
    std::ofstream out(argv[1], std::ios::binary | std::ios::trunc);
    out << source;
    if (!out.flush()) {
        std::cerr << "schedlab-catalogue-strings: cannot write " << argv[1] << '\n';
        return 1;
    }
    return 0;
}
