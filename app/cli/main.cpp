#include "CliApplication.h"

int main(int argc, char** argv)
{
    return schedlab::CliApplication().run(argc, argv);
}
