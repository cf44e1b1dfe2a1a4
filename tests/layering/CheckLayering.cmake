# Fails if a source file includes a header of a layer above its own, or if
# the core includes Qt. Run by CTest as CoreLayeringTest:
#   cmake -DSOURCE_DIR=<repository> -P CheckLayering.cmake
# The layers, lowest first; a folder may include its own layer and below.
# The linker catches a call across the wall too, but only once it is made;
# this catches the include that starts it, with the file and line.
set(layer_simulation model util parameters workload platform engine policies metrics validation generators grid economic knapsack utility qos)
set(layer_runs run store experiment sweep compare)
set(layer_studies study reproduction advice)
set(layers simulation runs studies)

set(rank 0)
foreach(layer IN LISTS layers)
    foreach(folder IN LISTS layer_${layer})
        set(rank_of_${folder} ${rank})
    endforeach()
    math(EXPR rank "${rank} + 1")
endforeach()

set(problems "")
foreach(layer IN LISTS layers)
    foreach(folder IN LISTS layer_${layer})
        file(GLOB files "${SOURCE_DIR}/core/${folder}/*.h" "${SOURCE_DIR}/core/${folder}/*.cpp")
        foreach(file IN LISTS files)
            file(STRINGS "${file}" lines REGEX "^#include")
            foreach(line IN LISTS lines)
                if(line MATCHES "^#include <Q")
                    string(APPEND problems "${file}: the Qt-free core includes Qt: ${line}\n")
                elseif(line MATCHES "^#include \"([a-z]+)/")
                    set(target "${CMAKE_MATCH_1}")
                    if(NOT DEFINED rank_of_${target})
                        string(APPEND problems "${file}: includes a folder no layer owns: ${line}\n")
                    elseif(rank_of_${target} GREATER rank_of_${folder})
                        string(APPEND problems
                            "${file}: layer '${layer}' includes the higher layer of '${target}': ${line}\n")
                    endif()
                endif()
            endforeach()
        endforeach()
    endforeach()
endforeach()

# Every folder of core/ must belong to a layer, so a new one cannot slip past.
file(GLOB entries LIST_DIRECTORIES true "${SOURCE_DIR}/core/*")
foreach(entry IN LISTS entries)
    if(IS_DIRECTORY "${entry}")
        get_filename_component(folder "${entry}" NAME)
        if(NOT DEFINED rank_of_${folder})
            string(APPEND problems "core/${folder}: in no layer; add it to CheckLayering.cmake and core/CMakeLists.txt\n")
        endif()
    endif()
endforeach()

if(problems)
    message(FATAL_ERROR "core layering broken:\n${problems}")
endif()
message(STATUS "core layering holds")
