# What Debian requires in usr/share/doc/schedlab of a package: the copyright
# file (machine-readable, DEP-5) and the package's changelog, compressed with
# gzip -9n (maximal, without a time stamp, so the file is reproducible).
# Both are installed by `cmake --install` as well: the copyright file belongs
# with the programs anywhere.
find_program(SCHEDLAB_GZIP gzip REQUIRED)
set(schedlab_doc_dir ${CMAKE_INSTALL_DATADIR}/doc/schedlab)
set(schedlab_debian_changelog ${CMAKE_CURRENT_SOURCE_DIR}/debian/changelog)
set(schedlab_debian_changelog_gz ${CMAKE_CURRENT_BINARY_DIR}/changelog.Debian.gz)

# Compressed when CMake configures, not by a build target, so that cpack needs
# nothing built beyond the programs and their man pages; an edit of the
# changelog configures again.
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${schedlab_debian_changelog})
execute_process(COMMAND ${SCHEDLAB_GZIP} -9nc ${schedlab_debian_changelog}
                OUTPUT_FILE ${schedlab_debian_changelog_gz}
                RESULT_VARIABLE gzip_result)
if(NOT gzip_result EQUAL 0)
    message(FATAL_ERROR "Could not compress ${schedlab_debian_changelog}: ${gzip_result}")
endif()

install(FILES ${CMAKE_CURRENT_SOURCE_DIR}/debian/copyright DESTINATION ${schedlab_doc_dir})
install(FILES ${schedlab_debian_changelog_gz} DESTINATION ${schedlab_doc_dir})
