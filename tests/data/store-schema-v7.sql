-- A run store as SchedLab wrote it with schema version 7 (the last with one
-- row per job), dumped with `sqlite3 runs.sqlite .dump` plus its user_version.
-- The runs of store-schema-v2.sql migrated to version 7 by SchedLab 0.1.0,
-- and run 3 with hand-written rows that use every per-job field of
-- schema 4 to 7: segments with nodes, overhead, fault and migration marks,
-- start reasons, end states, deadlines, an option, origin sites, service
-- classes, and a millisecond tick. tests/store/StoreMigrationTest.cpp
-- builds a database from this text and opens it with the current SchedLab.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE runs (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        run_key TEXT NOT NULL,
        name TEXT NOT NULL,
        trace_path TEXT NOT NULL,
        trace_sha256 TEXT NOT NULL,
        trace_job_count INTEGER NOT NULL,
        transforms_json TEXT NOT NULL,
        platform_name TEXT NOT NULL,
        platform_json TEXT NOT NULL,
        policy TEXT NOT NULL,
        parameters_json TEXT NOT NULL,
        seed INTEGER NOT NULL,
        schedlab_version TEXT NOT NULL,
        started_at TEXT NOT NULL,
        duration_seconds REAL NOT NULL,
        metrics_json TEXT NOT NULL, notes TEXT NOT NULL DEFAULT '', grp TEXT NOT NULL DEFAULT '');
INSERT INTO runs VALUES(1,'3f2a9c1e5b7d4e0f8a6b2c4d1e3f5a7b','9d4e1c3b5a7f2e0d8c6b4a2f1e3d5c7b9a8f6e4d2c0b1a3f5e7d9c8b6a4f2e0d','fcfs · single:4 · cli-tiny.swf','tests/data/cli-tiny.swf','6c1b0e9f6f3f3a0d2b6e8c4a1f7d5e3b9a2c4e6f8d0b1a3c5e7f9d2b4a6c8e0f',4,'[]','single:4','{"machines":[{"name":"single","nodes":4}]}','fcfs','{}',0,'0.0.9','2026-10-02T08:30:00Z',0.012000000000000000249,'{"art":132.5,"jobs":4,"makespan":180}','','orders-tiny');
INSERT INTO runs VALUES(2,'7b5a3f1e9d7c5b3a1f9e7d5c3b1a9f8e','1a3c5e7f9b2d4f6a8c0e1b3d5f7a9c2e4f6b8d0a1c3e5f7b9d2f4a6c8e0b1d3f','easy · single:4 · cli-tiny.swf','tests/data/cli-tiny.swf','6c1b0e9f6f3f3a0d2b6e8c4a1f7d5e3b9a2c4e6f8d0b1a3c5e7f9d2b4a6c8e0f',4,'["jobs:1-4"]','single:4','{"machines":[{"name":"single","nodes":4}]}','easy','{"reservationDepth":"1"}',42,'0.0.9','2026-10-02T08:31:00Z',0.014999999999999999444,'{"art":75,"jobs":4,"makespan":150}','migrated from version 2','easy-tiny');
INSERT INTO runs VALUES(3,'5c7e9a1b3d5f7092b4d6f8a0c2e4a6b8','c4e6a8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6','every per-job field','tests/data/cli-tiny.swf','6c1b0e9f6f3f3a0d2b6e8c4a1f7d5e3b9a2c4e6f8d0b1a3c5e7f9d2b4a6c8e0f',4,'["jobs:1-4"]','single:4','{"machines":[{"name":"single","nodes":4}]}','easy','{"reservationDepth":"1"}',42,'0.1.0','2026-12-06T09:00:00Z',0.020000000000000000416,'{"art":75,"jobs":4,"makespan":150}','schema 7 rows with every per-job field','');
CREATE TABLE run_metrics (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        value REAL,
        PRIMARY KEY (run_id, key));
INSERT INTO run_metrics VALUES(1,'jobs',4.0);
INSERT INTO run_metrics VALUES(1,'art',132.5);
INSERT INTO run_metrics VALUES(1,'makespan',180.0);
INSERT INTO run_metrics VALUES(2,'jobs',4.0);
INSERT INTO run_metrics VALUES(2,'art',75.0);
INSERT INTO run_metrics VALUES(2,'makespan',150.0);
INSERT INTO run_metrics VALUES(3,'art',75.0);
INSERT INTO run_metrics VALUES(3,'jobs',4.0);
INSERT INTO run_metrics VALUES(3,'makespan',150.0);
CREATE TABLE run_jobs (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        job_id INTEGER NOT NULL,
        submit INTEGER NOT NULL,
        start_time INTEGER,
        end_time INTEGER,
        nodes INTEGER NOT NULL,
        allocation TEXT NOT NULL,
        flags INTEGER NOT NULL, run_time INTEGER, estimate INTEGER, user_id INTEGER, source_line INTEGER, segments TEXT NOT NULL DEFAULT '', reason TEXT NOT NULL DEFAULT '', reason_job INTEGER, reason_time INTEGER, reason_count INTEGER,
        PRIMARY KEY (run_id, position)) WITHOUT ROWID;
INSERT INTO run_jobs VALUES(1,0,1,0,0,100,2,'0-1',0,NULL,NULL,NULL,NULL,'','',NULL,NULL,NULL);
INSERT INTO run_jobs VALUES(1,1,2,10,100,150,4,'0-3',0,NULL,NULL,NULL,NULL,'','',NULL,NULL,NULL);
INSERT INTO run_jobs VALUES(1,2,3,20,150,180,1,'0',0,NULL,NULL,NULL,NULL,'','',NULL,NULL,NULL);
INSERT INTO run_jobs VALUES(1,3,4,30,150,160,2,'1-2',0,NULL,NULL,NULL,NULL,'','',NULL,NULL,NULL);
INSERT INTO run_jobs VALUES(2,0,1,0,0,100,2,'0-1',0,NULL,NULL,NULL,NULL,'','',NULL,NULL,NULL);
INSERT INTO run_jobs VALUES(2,1,2,10,100,150,4,'0-3',0,NULL,NULL,NULL,NULL,'','',NULL,NULL,NULL);
INSERT INTO run_jobs VALUES(2,2,3,20,20,50,1,'2',0,NULL,NULL,NULL,NULL,'','',NULL,NULL,NULL);
INSERT INTO run_jobs VALUES(2,3,4,30,50,60,2,'2-3',0,NULL,NULL,NULL,NULL,'','',NULL,NULL,NULL);
INSERT INTO run_jobs VALUES(3,0,1,0,0,100,2,'0-1',0,100,120,7,11,'','in-order',NULL,NULL,NULL);
INSERT INTO run_jobs VALUES(3,1,2,10,100,190,4,'0-3',2,80,200,8,12,'100:130! 140:190@0-1,3+5>','backfill-shadow',0,100,2);
INSERT INTO run_jobs VALUES(3,2,3,20,NULL,NULL,1,'',0,30,30,NULL,13,'','',NULL,NULL,NULL);
INSERT INTO run_jobs VALUES(3,3,4,30,50,60,2,'2-3',1,10,3600,7,NULL,'','backfill-extra',1,55,1);
CREATE TABLE run_tags (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        tag TEXT NOT NULL,
        PRIMARY KEY (run_id, tag));
INSERT INTO run_tags VALUES(2,'baseline');
CREATE TABLE run_samples (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        time INTEGER NOT NULL,
        busy INTEGER NOT NULL,
        queue INTEGER NOT NULL,
        running INTEGER NOT NULL,
        completed INTEGER NOT NULL,
        awrt REAL NOT NULL,
        busy_per_machine TEXT NOT NULL,
        PRIMARY KEY (run_id, position)) WITHOUT ROWID;
INSERT INTO run_samples VALUES(2,0,0,2,0,1,0,0.0,'2');
INSERT INTO run_samples VALUES(2,1,100,4,2,1,1,100.0,'4');
CREATE TABLE run_groups (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        grp TEXT NOT NULL,
        PRIMARY KEY (run_id, grp)) WITHOUT ROWID;
INSERT INTO run_groups VALUES(2,'easy-tiny');
INSERT INTO run_groups VALUES(3,'every-field');
INSERT INTO run_groups VALUES(1,'orders-tiny');
CREATE TABLE run_job_ends (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        end_state TEXT NOT NULL,
        deadline INTEGER,
        deadline_kind TEXT NOT NULL,
        option_index INTEGER,
        PRIMARY KEY (run_id, position)) WITHOUT ROWID;
INSERT INTO run_job_ends VALUES(3,1,'completed-late',150,'soft',NULL);
INSERT INTO run_job_ends VALUES(3,2,'rejected',40,'hard',NULL);
INSERT INTO run_job_ends VALUES(3,3,'completed',NULL,'',1);
CREATE TABLE run_job_sites (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        origin_site INTEGER NOT NULL,
        PRIMARY KEY (run_id, position)) WITHOUT ROWID;
INSERT INTO run_job_sites VALUES(3,0,0);
INSERT INTO run_job_sites VALUES(3,3,2);
CREATE TABLE run_ticks (
        run_id INTEGER PRIMARY KEY REFERENCES runs(id) ON DELETE CASCADE,
        ticks_per_second INTEGER NOT NULL);
INSERT INTO run_ticks VALUES(3,1000);
CREATE TABLE run_job_classes (
        run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        service_class TEXT NOT NULL,
        PRIMARY KEY (run_id, position)) WITHOUT ROWID;
INSERT INTO run_job_classes VALUES(3,0,'gs');
INSERT INTO run_job_classes VALUES(3,1,'be');
CREATE INDEX runs_run_key ON runs(run_key);
CREATE INDEX runs_grp ON runs(grp);
CREATE INDEX run_tags_tag ON run_tags(tag);
CREATE INDEX run_groups_grp ON run_groups(grp);
COMMIT;
PRAGMA user_version = 7;
