# The Debian package: `cpack -G DEB` in a build directory (docs/install.md)
# packs what `cmake --install` installs, under /usr. With Ninja, cpack builds
# nothing first (it has no "preinstall" target to run): it packs what is
# built, so the programs and their man pages must be. DebPackageTest
# (tests/install) checks the package with lintian and runs the CLI from it.

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME schedlab)
set(CPACK_PACKAGE_VENDOR "SchedLab developers")
set(CPACK_PACKAGE_CONTACT "SchedLab developers <schedlab@users.noreply.invalid>")
# The Debian revision of the upstream version: it must match the newest
# entry of packaging/debian/changelog (DebPackageTest checks it).
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
# schedlab_<version>-<revision>_<arch>.deb, as Debian names packages.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# No Homepage field: SchedLab has no home page yet.

# Synopsis, then the long description (lines under 80 characters; CPack
# indents them and turns empty lines into the " ." Debian expects).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "workbench for parallel job scheduling on workload traces")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
"SchedLab replays real workload traces of HPC machines (the Standard Workload
Format of the Parallel Workloads Archive, or Slurm accounting) under a job
scheduling policy, checks the schedule with an independent validator and
measures it: response time, wait, bounded slowdown, utilization.

Policies include FCFS, EASY and conservative backfilling, SMART, PSRS, gang
scheduling, grid, economic and QoS meta-scheduling. Runs are deterministic
and kept in a run store; parameter sweeps run locally or as a Slurm job
array, and studies reproduce published tables.

This package holds the Qt workbench schedlab, which draws the schedule as a
Gantt chart and explains each decision, and the command-line program
schedlab-cli, which needs no display.")

# Binaries without symbol tables (lintian: unstripped-binary-or-object).
set(CPACK_STRIP_FILES ON)
# Folders rwxr-xr-x whatever the umask of whoever runs cpack.
set(CPACK_PRE_BUILD_SCRIPTS ${CMAKE_CURRENT_LIST_DIR}/StagingPermissions.cmake)
# dpkg-shlibdeps works out Depends from the libraries the programs link.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
if(SCHEDLAB_BUILD_GUI)
    # Qt loads its platform plugins at run time, so dpkg-shlibdeps cannot see
    # them; without qt6-qpa-plugins (only recommended by Qt) the workbench
    # cannot open a window. Qt's Wayland plugin is optional (Qt falls back
    # to X11), and so are Qt's own translations of its dialogs.
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland")
    set(CPACK_DEBIAN_PACKAGE_SUGGESTS "qt6-translations-l10n")
endif()

include(CPack)
